// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
const B = 1000000000;

const fixed = {
  1: [2, [6, 2, 9, 4]],
  2: [3, [2, 1, 1, 3]],
  3: [1, [7]], // one song
  4: [1, [5, 5, 5]], // every stretch has one genre
  5: [2, [5, 5, 5]], // no stretch has two
  6: [2, [1, 2, 1, 2, 3]],
  7: [3, [B, 1, B, 2, 1, B]], // large genre numbers
  8: [4, [1, 2, 3, 4]], // k = n
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 9) {
  // medium random
  const a = [];
  for (let i = 0; i < 3000; i++) a.push(ri(1, 8));
  out(4, a);
} else if (c === 10) {
  // maximum n, nine genres and k = 9: no stretch ever has too many, the naive scan never stops
  const a = [];
  for (let i = 0; i < 200000; i++) a.push(ri(1, 9));
  out(9, a);
} else if (c === 11) {
  // maximum n, one genre, k = 1: all n(n+1)/2 stretches count (over 2^32)
  out(1, new Array(200000).fill(3));
} else if (c === 12) {
  // many distinct large genres, moderate k
  const a = [];
  for (let i = 0; i < 40000; i++) a.push(ri(1, 2000) * 499979);
  out(50, a);
} else if (c === 13) {
  // k larger than the number of genres: none
  const a = [];
  for (let i = 0; i < 50000; i++) a.push(ri(1, 5));
  out(6, a);
}
