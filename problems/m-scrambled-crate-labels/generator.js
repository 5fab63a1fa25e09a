// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const AZ = 'abcdefghijklmnopqrstuvwxyz';
function shuffleWord(w) {
  const a = w.split('');
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.join('');
}
function randomWord(minLen, maxLen, letters) {
  let w = '';
  const len = ri(minLen, maxLen);
  for (let i = 0; i < len; i++) w += letters[ri(0, letters.length - 1)];
  return w;
}
function out(words) { process.stdout.write(`${words.length}\n${words.join(' ')}\n`); }

const fixed = {
  1: ['tea', 'tan', 'eat', 'nat', 'ate', 'bat'],
  2: ['ab', 'aab', 'ba', 'abb', 'aba'],
  3: ['z'], // one crate
  4: ['ad', 'bc', 'da', 'cb'], // equal letter sums, different consignments
  5: ['abc', 'abc', 'cba', 'abc'], // identical labels
  6: ['aab', 'abb', 'bab', 'bba', 'aba', 'baa'], // same letters, different counts
  7: ['abcdefgh', 'hgfedcba', 'a', 'b', 'ba', 'ab', 'zzzzzzzz'],
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 8) {
  // medium: scrambles of a few hundred base labels
  const bases = [];
  for (let i = 0; i < 300; i++) bases.push(randomWord(1, 8, AZ));
  const w = [];
  for (let i = 0; i < 3000; i++) w.push(shuffleWord(bases[ri(0, 299)]));
  out(w);
} else if (c === 9) {
  // small alphabet: many sum collisions between different consignments
  const w = [];
  for (let i = 0; i < 20000; i++) w.push(randomWord(1, 6, 'abcd'));
  out(w);
} else if (c === 10) {
  // maximum n, every crate its own consignment: the naive search scans all groups each time
  const seen = new Set();
  const w = [];
  while (w.length < 50000) {
    const x = randomWord(5, 8, AZ);
    const key = x.split('').sort().join('');
    if (seen.has(key)) continue;
    seen.add(key);
    w.push(x);
  }
  out(w);
} else if (c === 11) {
  // one consignment only
  const w = [];
  for (let i = 0; i < 20000; i++) w.push(shuffleWord('harbours'));
  out(w);
} else if (c === 12) {
  // maximum n, group sizes following a skewed distribution
  const bases = [];
  for (let i = 0; i < 5000; i++) bases.push(randomWord(3, 8, AZ));
  const w = [];
  for (let i = 0; i < 50000; i++) w.push(shuffleWord(bases[Math.floor(5000 * rnd() * rnd())]));
  out(w);
}
