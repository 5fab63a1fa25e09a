// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 3301) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
// n ballots: `k` copies of each given candidate, the rest random from 1..vmax
function ballots(n, given, vmax) {
  const a = [];
  for (const [cand, k] of given) for (let i = 0; i < k; i++) a.push(cand);
  while (a.length < n) a.push(ri(1, vmax));
  return shuffle(a);
}
const N = 150000;
const fixed = {
  1: [4, 12, 7, 4, 12, 4, 7, 12, 4, 12],
  2: [5, 6, 9, 5, 1, 6, 9, 2, 8],
  3: [100000],
  4: [3, 3],
  5: [1, 2],
  6: [2, 1, 2, 1, 3, 3],
  7: [7, 7, 8, 8, 9, 9, 7],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(ballots(300, [[17, 101], [23, 100]], 40));
else if (c === 9) out(ballots(3000, [[99999, 1000]], 100000));
else if (c === 10) {
  // maximum n, no winner: many candidates (every ballot is counted the naive way)
  out(ballots(N, [], 100000));
} else if (c === 11) {
  // maximum n, two winners just above a third each
  out(ballots(N, [[100000, 50001], [1, 50001]], 100000));
} else if (c === 12) {
  // exactly a third for two candidates: nobody wins
  out(ballots(30000, [[5, 10000], [6, 10000]], 100000));
} else if (c === 13) {
  // a landslide: one candidate on almost every ballot
  out(ballots(60000, [[42, 59990]], 50));
}
