// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 2024) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
const list = (n, f) => Array.from({ length: n }, f);
const fixed = {
  1: [[2, 50], [1, 10], [2, 40], [1, 70], [3, 20]],
  2: [[1, 3], [2, 7], [2, 7], [2, 1]],
  3: [[1, 1]],
  4: [[1000000000, 1000000000]],
  5: [[3, 10], [1, 9], [1, 8]],
  6: [[1, 5], [1, 5], [1, 5], [1, 5]],
  7: [[5, 1], [4, 2], [3, 3], [2, 4], [1, 5], [5, 6]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(list(300, () => [ri(1, 40), ri(1, 100)]));
else if (c === 9) out(list(5000, () => [ri(1, 1000000000), ri(1, 1000000000)])); // everything fits
else if (c === 10) {
  // maximum n, one shared deadline of 9999 days: the naive scan passes 9999 used days for each
  // of the ~90000 orders that no longer fit
  out(list(100000, () => [9999, ri(1, 99)]));
} else if (c === 11) out(list(60000, () => [ri(1, 30000), ri(1, 999)])); // many orders, spread deadlines
else if (c === 12) out(list(30000, () => [ri(1, 100), ri(999000000, 1000000000)])); // big fees, few days
else if (c === 13) out(list(10000, () => [ri(1, 10000), 1000000000])); // equal fees: count the fitting orders
else if (c === 14) out(list(20000, (_, i) => [20000 - i, ri(1, 10)]));
