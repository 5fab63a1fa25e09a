// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short patterns over a tiny alphabet with ? and * (runs of stars too); about
// half of the names are built from the pattern so that they match, others are mutated or random.
// No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const pick = (s) => s[between(0, s.length - 1)];

const letters = next() < 0.7 ? 'ab' : 'ab.z_';
const plen = between(1, size + 2);
let p = '';
for (let i = 0; i < plen; i++) {
  const r = next();
  p += r < 0.3 ? '*' : r < 0.42 ? '?' : pick(letters);
}
const q = between(1, Math.min(10, size + 2));
const nameLimit = Math.max(2, Math.floor(400 / q / 1.2) - plen);
const randomName = () => {
  let s = '';
  const len = between(1, Math.min(nameLimit, size + 3));
  for (let i = 0; i < len; i++) s += pick(letters);
  return s;
};
const instance = () => {
  let s = '';
  for (const c of p) {
    if (c === '?') s += pick(letters);
    else if (c === '*') {
      const len = between(0, 3);
      for (let i = 0; i < len; i++) s += pick(letters);
    } else s += c;
  }
  return s;
};
const names = [];
for (let i = 0; i < q; i++) {
  const r = next();
  let s;
  if (r < 0.5) s = instance();
  else if (r < 0.8) {
    s = instance().split('');
    const at = between(0, s.length);
    const kind = between(0, 2);
    if (kind === 0) s.splice(at, 0, pick(letters));
    else if (kind === 1 && s.length > 0) s.splice(Math.min(at, s.length - 1), 1);
    else if (s.length > 0) s[Math.min(at, s.length - 1)] = pick(letters);
    s = s.join('');
  } else s = randomName();
  if (s.length === 0) s = pick(letters);
  names.push(s);
}
process.stdout.write(`${p}\n${q}\n${names.join('\n')}\n`);
