// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (n, obs) => process.stdout.write(`${n} ${obs.length}\n${obs.map(([p, x]) => `${p} ${x}\n`).join('')}`);
const fixed = {
  1: [5, [[0, 77], [3, 77], [1, 12], [3, 12], [4, 500]]],
  2: [3, [[0, 9], [1, 9], [2, 4], [1, 4]]],
  3: [1, [[0, 1000000000]]],
  4: [2, [[0, 5], [0, 5], [1, 5], [1, 5], [0, 5]]],
  // the last link is redundant: photos 0 and 2 are already one bird through 1
  5: [4, [[0, 1], [1, 1], [1, 2], [2, 2], [2, 3], [0, 3]]],
  6: [3, [[0, 7], [1, 8], [2, 9]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) {
  // small random, few codes
  const obs = [];
  for (let i = 0; i < 40; i++) obs.push([ri(0, 14), ri(1, 8)]);
  out(15, obs);
} else if (c === 8) {
  const obs = [];
  for (let i = 0; i < 2000; i++) obs.push([ri(0, 999), ri(1, 600)]);
  out(1000, obs);
} else if (c === 9) {
  // huge codes, many repeats of the same observation
  const codes = Array.from({ length: 300 }, () => ri(1, 1000000000));
  const obs = [];
  for (let i = 0; i < 5000; i++) obs.push([ri(0, 4999), codes[ri(0, 299)]]);
  out(5000, obs);
} else if (c === 10) {
  // one long chain: photo i and i + 1 share code i + 1, in shuffled order
  const n = 5001;
  const obs = [];
  for (let i = 0; i + 1 < n; i++) obs.push([i, i + 1], [i + 1, i + 1]);
  for (let i = obs.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [obs[i], obs[j]] = [obs[j], obs[i]];
  }
  out(n, obs);
} else if (c === 11) {
  // every code unique: the count never changes
  const obs = [];
  for (let i = 0; i < 8000; i++) obs.push([ri(0, 99999), 1000000000 - i]);
  out(100000, obs);
} else if (c === 12) {
  // maximum size, codes shared by a few photos each
  const obs = [];
  for (let i = 0; i < 50000; i++) obs.push([ri(0, 99999), ri(1, 30000)]);
  out(100000, obs);
} else if (c === 13) {
  // maximum n, everything collapses into one bird through a handful of codes
  const obs = [];
  for (let i = 0; i < 10000; i++) obs.push([ri(0, 49999), ri(1, 3)]);
  out(100000, obs);
}
