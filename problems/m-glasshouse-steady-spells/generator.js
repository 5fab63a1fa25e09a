// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6007) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(d, t) { process.stdout.write(`${t.length} ${d}\n${t.join(' ')}\n`); }
// a random walk of temperatures clamped to the allowed range
function walk(n, step, start) {
  const t = [start];
  while (t.length < n) t.push(Math.max(-100000, Math.min(100000, t[t.length - 1] + ri(-step, step))));
  return t;
}
const N = 120000;
const fixed = {
  1: [2, [1, 2, 3, 10, 11]],
  2: [10, [-1, 7, 3, 0]],
  3: [0, [5]],
  4: [0, [4, 4, 4, 4, 5, 4]],
  5: [200000, [-100000, 100000, -100000]],
  6: [199999, [-100000, 100000, 0, 100000]],
  7: [3, [5, 1, 4, 2, 8, 5, 7, 6, 9]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) out(5, walk(60, 3, 0));
else if (c === 9) out(100, walk(3000, 20, -50));
else if (c === 10) out(2000, walk(N, 40, 0));
else if (c === 11) {
  // maximum n, random readings over the whole range, small d: short spells
  const t = []; for (let i = 0; i < N; i++) t.push(ri(-100000, 100000)); out(1000, t);
} else if (c === 12) {
  // maximum n, every spell steady: the answer is n (n + 1) / 2 (the naive scan's worst case)
  const t = []; for (let i = 0; i < N; i++) t.push(ri(-9, 9)); out(20, t);
} else if (c === 13) {
  // slow drift: spells end when the drift passes d
  const t = []; for (let i = 0; i < 50000; i++) t.push(-100000 + 4 * i - ri(0, 3)); out(30000, t);
} else if (c === 14) out(0, walk(40000, 1, 7));
