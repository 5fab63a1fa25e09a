// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 9001) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(f, cost) { process.stdout.write(`${f.length}\n${f.join(' ')}\n${cost.join(' ')}\n`); }
const N = 80000;
// random islands whose net values add up to exactly `total` (>= 0 gives a chance of starts)
function balanced(n, vmax, total) {
  const f = [], cost = [];
  for (let i = 0; i < n; i++) { f.push(ri(0, vmax)); cost.push(ri(0, vmax)); }
  let sum = 0; for (let i = 0; i < n; i++) sum += f[i] - cost[i];
  // repair the difference island by island without leaving 0..vmax
  let diff = total - sum;
  for (let i = 0; diff !== 0; i = (i + 1) % n) {
    if (diff > 0) { const add = Math.min(diff, vmax - f[i]); f[i] += add; diff -= add; if (diff > 0) { const sub = Math.min(diff, cost[i]); cost[i] -= sub; diff -= sub; } }
    else { const sub = Math.min(-diff, f[i]); f[i] -= sub; diff += sub; if (diff < 0) { const add = Math.min(-diff, vmax - cost[i]); cost[i] += add; diff += add; } }
  }
  return [f, cost];
}
const fixed = {
  1: [[1, 2, 3, 4, 5], [3, 4, 5, 1, 2]],
  2: [[2, 3, 4], [3, 4, 3]],
  3: [[0], [0]],
  4: [[5], [6]],
  5: [[3, 3, 3], [3, 3, 3]],
  6: [[4, 0, 4, 0], [2, 2, 2, 2]],
  7: [[10000, 0, 0, 0], [0, 0, 0, 10000]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) out(...balanced(40, 9, 0));
else if (c === 9) out(...balanced(2000, 10000, 500));
else if (c === 10) {
  // maximum n, every island supplies at least its leg: every start works (the simulation's worst case)
  const f = [], cost = [];
  for (let i = 0; i < N; i++) { const x = ri(0, 10000); f.push(x); cost.push(ri(0, x)); }
  out(f, cost);
} else if (c === 11) out(...balanced(25000, 10000, 0));
else if (c === 12) out(...balanced(25000, 10000, 3000));
else if (c === 13) out(...balanced(20000, 10000, -1));
else if (c === 14) {
  // zero net everywhere but one deficit island balanced by a surplus right before it
  const f = new Array(30000).fill(7), cost = new Array(30000).fill(7);
  f[12345] = 17; cost[12346] = 17;
  out(f, cost);
}
