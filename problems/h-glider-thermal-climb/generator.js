// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(K, a) { process.stdout.write(`${a.length} ${K}\n${a.join(' ')}\n`); }
const M = 100000;

const fixed = {
  1: [10, [2, -1, 3, 6, 4, -8, 5]],
  2: [5, [4, -9, 4]],
  3: [1, [1]], // one minute, exactly K
  4: [1, [-1]], // one minute, none
  5: [5, [-3, 4, 1, -3, 4, 1]], // the window trap: shrinking past -3 helps
  6: [10, [5, -100, 6, 4]],
  7: [3, [1, 1, 1, -5, 3]], // two shortest stretches: the earlier wins
  8: [10000000000, new Array(100).fill(M)], // K far out of reach
  14: [9, [2, -1, 3, 6, 4, -8, 5]], // the window drops 2 and never tries minutes 2-3
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 9) {
  // medium random with negatives
  const a = [];
  for (let i = 0; i < 2000; i++) a.push(ri(-50, 60));
  out(400, a);
} else if (c === 10) {
  // maximum n, no stretch qualifies: the naive double loop runs to the end every time
  const a = [];
  for (let i = 0; i < 200000; i++) a.push(ri(-99, 99));
  out(10000000000, a);
} else if (c === 11) {
  // big values, a long best stretch whose sums pass 2^31
  const a = [];
  for (let i = 0; i < 50000; i++) a.push(ri(-M, M) + (i > 20000 && i < 45000 ? 60000 : 0));
  for (let i = 0; i < a.length; i++) if (a[i] > M) a[i] = M;
  out(500000000, a);
} else if (c === 12) {
  // negative walls between positive bursts
  const a = [];
  for (let i = 0; i < 60000; i++) a.push(i % 50 === 49 ? -M : ri(0, 3000));
  out(50000, a);
} else if (c === 13) {
  // all positive: the answer is the window answer
  const a = [];
  for (let i = 0; i < 50000; i++) a.push(ri(1, 1000));
  out(25000, a);
}
