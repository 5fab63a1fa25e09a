// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }

const fixed = {
  1: [3, [1, 4, 7, 4, 10, 2]],
  2: [2, [6, 8, 6, 4, 8, 6]],
  3: [0, [5, 5, 5, 2, 2]], // k = 0: equal frequencies
  4: [1, [3, 9]], // smallest rack, no pair
  5: [0, [0, 0]], // smallest rack, one pair at k = 0
  6: [1000000000, [0, 1000000000, 1000000000, 0, 500000000]], // extremes
  7: [999999999, [1, 2, 1000000000, 999999999]], // big k, a fork at the top
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 8) {
  // maximum n, every fork equal, k = 0: C(150000, 2) overflows 32 bits
  out(0, new Array(150000).fill(7));
} else if (c === 9) {
  // medium random with many repeats
  const a = [];
  for (let i = 0; i < 1000; i++) a.push(ri(0, 50));
  out(7, a);
} else if (c === 10) {
  // maximum n, random short values: the naive double loop's worst case
  const a = [];
  for (let i = 0; i < 150000; i++) a.push(ri(0, 9999));
  out(37, a);
} else if (c === 11) {
  // two frequencies k apart: 50000 * 50000 pairs, over 2^31
  const a = [];
  for (let i = 0; i < 100000; i++) a.push(ri(0, 1));
  out(1, a);
} else if (c === 12) {
  // wide values with planted partners
  const a = [];
  const k = 123456789;
  for (let i = 0; i < 10000; i++) {
    const x = ri(0, 1000000000 - k);
    a.push(x);
    if (rnd() < 0.3) a.push(x + k);
  }
  out(k, a);
} else if (c === 13) {
  // k = 0 with many small groups
  const a = [];
  for (let i = 0; i < 30000; i++) a.push(ri(0, 999));
  out(0, a);
} else if (c === 14) {
  // k larger than every difference: no pair at all
  const a = [];
  for (let i = 0; i < 2000; i++) a.push(ri(0, 1000));
  out(5000, a);
}
