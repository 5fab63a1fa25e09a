// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a, qs) {
  const lines = [`${a.length} ${qs.length}`, a.join(' ')];
  for (const [l, r] of qs) lines.push(`${l} ${r}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
function randomQueries(n, q, minLen) {
  const qs = [];
  for (let i = 0; i < q; i++) {
    const len = ri(Math.min(minLen, n), n);
    const l = ri(1, n - len + 1);
    qs.push([l, l + len - 1]);
  }
  return qs;
}

const fixed = {
  1: [[3, -2, 5, 0, -4, 7], [[1, 3], [2, 5], [4, 4], [1, 6]]],
  2: [[-10, 4, 6], [[1, 1], [1, 3], [2, 3]]],
  3: [[42], [[1, 1], [1, 1]]],
  4: [[0, 0, 0, 0], [[1, 4], [2, 3]]],
  5: [[1000000000, 1000000000, 1000000000, 1000000000, 1000000000], [[1, 5], [2, 4], [5, 5]]],
  6: [[-1000000000, -1000000000, -1000000000, 1, -1000000000], [[1, 5], [1, 3], [4, 4], [3, 5]]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 7 || c === 8) {
  const n = c === 7 ? 20 : 1000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(-1000, 1000));
  out(a, randomQueries(n, c === 7 ? 30 : 1000, 1));
} else if (c === 9) {
  // every single-day query
  const n = 500;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(-1000000000, 1000000000));
  const qs = [];
  for (let i = 1; i <= n; i++) qs.push([i, i]);
  out(a, qs);
} else if (c === 10) {
  // large values: 64-bit sums
  const n = 30000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(900000000, 1000000000) * (rnd() < 0.8 ? 1 : -1));
  out(a, randomQueries(n, 10000, 1));
} else if (c === 11) {
  // maximum n and q, every range nearly the whole ledger: summing each one costs n steps (days
  // and bounds with few digits keep the file under 1 MB)
  const n = 250000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(0, 9));
  const qs = [];
  for (let i = 0; i < 50000; i++) qs.push([ri(1, 9), ri(n - 9, n)]);
  out(a, qs);
} else if (c === 12) {
  // mid-size n and q, mixed ranges, small negative values
  const n = 30000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(-9, 9));
  out(a, randomQueries(n, 15000, 1));
}
