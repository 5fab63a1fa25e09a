// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4241) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, T, rounds) {
  const lines = [`${n} ${rounds.length} ${T}`];
  for (const [l, r, v] of rounds) lines.push(`${l} ${r} ${v}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
function randomRounds(n, q, vmax, minLen) {
  const rounds = [];
  for (let k = 0; k < q; k++) {
    const len = ri(Math.min(minLen, n), n);
    const l = ri(1, n - len + 1);
    rounds.push([l, l + len - 1, ri(1, vmax)]);
  }
  return rounds;
}
function totals(n, rounds) {
  const d = new Array(n + 2).fill(0);
  for (const [l, r, v] of rounds) { d[l] += v; d[r + 1] -= v; }
  const w = []; let cur = 0;
  for (let i = 1; i <= n; i++) { cur += d[i]; w.push(cur); }
  return w;
}
const fixed = {
  1: [6, 4, [[1, 3, 3], [2, 5, 2], [3, 5, 4]]],
  2: [5, 10, [[1, 5, 2]]],
  3: [1, 1, [[1, 1, 1]]],
  4: [1, 1000000000, [[1, 1, 10000]]],
  5: [5, 7, [[1, 5, 7], [3, 3, 1], [5, 5, 10000]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 6) {
  // T equal to some pot's total exactly
  const n = 30; const rounds = randomRounds(n, 12, 9, 1); const w = totals(n, rounds);
  out(n, w[17] > 0 ? w[17] : 1, rounds);
} else if (c === 7) {
  // rounds ending at the last pot and starting at the first
  const n = 1000; const rounds = [];
  for (let k = 0; k < 300; k++) rounds.push(k % 2 ? [ri(1, n), n, ri(1, 100)] : [1, ri(1, n), ri(1, 100)]);
  const w = totals(n, rounds).slice().sort((a, b) => a - b);
  out(n, w[500], rounds);
} else if (c === 8) {
  // single pots only
  const n = 2000; const rounds = [];
  for (let k = 0; k < 5000; k++) { const p = ri(1, n); rounds.push([p, p, ri(1, 20)]); }
  out(n, 50, rounds);
} else if (c === 9) {
  // maximum n, short rounds, median threshold
  const n = 1000000; const rounds = randomRounds(n, 20000, 10000, 1);
  const w = totals(n, rounds).slice().sort((a, b) => a - b);
  out(n, Math.max(1, w[n >> 1]), rounds);
} else if (c === 10) {
  // maximum totals: every round covers the whole bench with the largest amount, T = the total
  const n = 1000; const rounds = [];
  for (let k = 0; k < 50000; k++) rounds.push([1, n, 10000]);
  out(n, 500000000, rounds);
} else if (c === 11) {
  // huge T nobody reaches
  const n = 100000; out(n, 1000000000, randomRounds(n, 3000, 10000, 1));
} else if (c === 12) {
  // maximum n and q, every round long (the pot-by-pot watering's worst case)
  const n = 1000000; const rounds = randomRounds(n, 50000, 9, 900000);
  const w = totals(n, rounds).slice().sort((a, b) => a - b);
  out(n, w[(n * 3) >> 2], rounds);
}
