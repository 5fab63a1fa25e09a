// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(t, w) { process.stdout.write(`${w.length} ${t}\n${w.join(' ')}\n`); }
const sum = (w) => w.reduce((x, y) => x + y, 0);

const fixed = {
  1: [16, [3, 1, 5, 4, 9, 6, 2]],
  2: [12, [2, 1, 3, 1, 2, 1, 1]],
  3: [1, [1]], // smallest input, one crate reaches T exactly
  4: [2, [1]], // smallest input, no batch
  5: [15, [1, 2, 3, 4, 5]], // only all crates together reach T exactly
  6: [10000, [3, 10000, 2]], // one crate equals T
  7: [7, [4, 3, 1, 6, 1, 2, 5]], // several exact hits
  8: [1000000000000000, [10000, 10000, 10000]], // huge T: none
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 9) {
  // medium random
  const w = [];
  for (let i = 0; i < 1000; i++) w.push(ri(1, 100));
  out(2345, w);
} else if (c === 10) {
  // maximum n, T just below the total: every batch from the naive loop is long
  const w = [];
  for (let i = 0; i < 200000; i++) w.push(ri(1, 99));
  out(sum(w) - 5, w);
} else if (c === 11) {
  // maximum n, T above the total: no batch at all
  const w = [];
  for (let i = 0; i < 200000; i++) w.push(ri(1, 9));
  out(sum(w) + 1, w);
} else if (c === 12) {
  // heavy crates, T a little below the total: long batches trimmed at both ends
  const w = [];
  for (let i = 0; i < 50000; i++) w.push(ri(9000, 10000));
  out(sum(w) - 20000, w);
} else if (c === 13) {
  // light crates with a few heavy ones: a short batch around the heavy ones
  const w = [];
  for (let i = 0; i < 50000; i++) w.push(rnd() < 0.001 ? 10000 : ri(1, 3));
  out(19999, w);
} else if (c === 14) {
  // all weights 1: the answer is T
  out(777, new Array(5000).fill(1));
}
