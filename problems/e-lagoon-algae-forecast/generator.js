// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports. Exponents are built as decimal strings (up to 10^18,
// beyond exact doubles).
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 31337) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function bigExp() {
  // a random exponent of 1..19 digits as a string, at most 10^18
  const digits = ri(1, 19);
  if (digits === 19) return '1000000000000000000';
  let t = String(ri(1, 9));
  for (let i = 1; i < digits; i++) t += String(ri(0, 9));
  return t;
}
function out(rows) { process.stdout.write(`${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
const fixed = {
  1: [[2, 10, 1000], [3, 4, 7], [5, 0, 100]],
  2: [[7, '1000000000000000000', 1000000007], [5, 1, 5], [6, 3, 100]],
  3: [[1, 0, 1]],
  4: [[1000000000, '1000000000000000000', 1], [1000000000, 0, 1], [123, 0, 1000000000]],
  5: [[1000000000, '999999999999999999', 999999937], [999999999, '1000000000000000000', 1000000000], [999999999, '999999999999999989', 2000000000], [1000000000, '1000000000000000000', 1999999973]],
  6: [[2, 62, 1000000000], [2, 63, 1000000000], [2, 64, 1000000000], [2, '576460752303423487', 1000000000]],
  7: [[6, 13, 16], [10, 9, 1000000000], [10, 10, 1000000000], [1, '1000000000000000000', 2]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) { const rows = []; for (let i = 0; i < 200; i++) rows.push([ri(1, 20), ri(0, 30), ri(1, 50)]); out(rows); }
else if (c === 9) { const rows = []; for (let i = 0; i < 2000; i++) rows.push([ri(1, 1000000000), bigExp(), ri(1, 1000000000)]); out(rows); }
else if (c === 10) {
  // maximum q, every exponent near 10^18 (the naive loop never finishes the first request)
  const rows = [];
  for (let i = 0; i < 20000; i++) rows.push([ri(900000000, 1000000000), `99999999${ri(1000000000, 9999999999)}`, ri(1900000000, 2000000000)]);
  out(rows);
} else if (c === 11) {
  // maximum q, mixed sizes, small moduli including 1
  const rows = [];
  for (let i = 0; i < 20000; i++) rows.push([ri(1, 1000000000), rnd() < 0.1 ? 0 : bigExp(), ri(1, 3) === 1 ? ri(1, 3) : ri(1, 1000000000)]);
  out(rows);
} else if (c === 12) {
  // moduli that divide a power of a: many zero answers
  const rows = [];
  for (let i = 0; i < 5000; i++) { const p = [2, 3, 5, 7][ri(0, 3)]; rows.push([p * ri(1, 1000), ri(0, 40), p ** ri(1, 10)]); }
  out(rows);
} else if (c === 13) {
  const rows = [];
  for (let i = 0; i < 5000; i++) rows.push([ri(1, 1000000000), ri(0, 1000000), 1000000007 - 7 * ri(1, 3)]);
  out(rows);
}
