// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
function out(w, a) {
  a.sort((x, y) => x - y);
  process.stdout.write(`${a.length} ${w}\n${a.join(' ')}\n`);
}
const fixed = {
  1: [11, [2, 4, 4, 6, 8, 14]],
  2: [7, [3, 3, 3, 3]],
  3: [10, [5, 5]], // the only pair, exactly at the limit
  4: [9, [5, 5]], // nobody fits
  5: [1, [1, 1, 1]], // even the lightest pair is too heavy
  6: [2000000000, [1000000000, 1000000000, 1000000000]], // sums exactly at the largest limit
  7: [12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  8: [1999999999, [1, 999999999, 1000000000, 1000000000]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) {
  // random medium, many sums equal to the limit
  const a = Array.from({ length: 1000 }, () => ri(1, 100));
  out(100, a);
} else if (c === 10) {
  // big loads, a limit in the middle
  const a = Array.from({ length: 20000 }, () => ri(1, 1000000000));
  out(1000000000, a);
} else if (c === 11) {
  // every pair fits: the count is n(n-1)/2 = 2449965000, beyond 32 bits
  const a = Array.from({ length: 70000 }, () => ri(1, 99));
  out(198, a);
} else if (c === 12) {
  // maximum n, about half of the pairs fit
  const a = Array.from({ length: 200000 }, () => ri(1, 99));
  out(100, a);
} else if (c === 13) {
  // nobody fits with anyone
  const a = Array.from({ length: 40000 }, () => ri(50, 99));
  out(99, a);
} else if (c === 14) {
  // all equal
  out(10, Array.from({ length: 5000 }, () => 5));
}
