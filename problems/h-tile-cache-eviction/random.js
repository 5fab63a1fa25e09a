// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A tiny cache and a few keys, so hits, misses, overwrites and evictions all
// happen; payload 0 and payloads near 10^9 turn up. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const c = next() < 0.15 ? 1 : between(2, Math.min(4, 2 + (size >> 2)));
const q = between(Math.min(size, 3), 2 * size + 4);
const bigKeys = next() < 0.15;
const keys = Array.from({ length: c + (next() < 0.7 ? 1 : 2) }, (_, i) => (bigKeys ? 1000000000 - i : i));
const value = () => {
  const r = next();
  return r < 0.15 ? 0 : r < 0.25 ? between(999999998, 1000000000) : between(1, 9);
};
const ops = [];
let gets = 0;
let last = keys[0];
const cached = []; // the cache's keys, least recently used first, to aim most reads at hits
const touch = (key) => {
  const at = cached.indexOf(key);
  if (at >= 0) cached.splice(at, 1);
  else if (cached.length === c) cached.shift();
  cached.push(key);
};
for (let i = 0; i < q; i++) {
  const wantGet = i === q - 1 && gets === 0 ? true : next() < 0.4;
  if (wantGet) {
    const key = cached.length > 0 && next() < 0.7 ? cached[between(0, cached.length - 1)] : keys[between(0, keys.length - 1)];
    if (cached.includes(key)) touch(key);
    gets++;
    ops.push(`get ${key}`);
    last = key;
  } else {
    // touching the same tile twice in a row (a read and then an overwrite) is common in real logs
    const key = next() < 0.3 ? last : keys[between(0, keys.length - 1)];
    touch(key);
    ops.push(`put ${key} ${value()}`);
    last = key;
  }
}
process.stdout.write(`${c} ${q}\n${ops.join('\n')}\n`);
