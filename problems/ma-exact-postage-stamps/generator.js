// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
const AMAX = 500000;
function out(A, vals) { process.stdout.write(`${vals.length} ${A}\n${vals.join(' ')}\n`); }
const cases = {
  1: () => out(14, [1, 7, 10]),
  2: () => out(11, [4, 6]),
  3: () => out(0, [3, 5, 1000000]),
  4: () => out(AMAX, [1]),
  // maximum size: 100 random small values
  5: () => out(AMAX, Array.from({ length: 100 }, () => rnd(1, 1000))),
  // every value exceeds the amount
  6: () => out(AMAX, Array.from({ length: 100 }, () => rnd(AMAX + 1, 1000000))),
  // all values even, odd amount: impossible, maximum size
  7: () => out(AMAX - 1, Array.from({ length: 100 }, () => 2 * rnd(1, 5000))),
  // large values only
  8: () => out(AMAX, [100003, 99997, 200001, 150000].concat(Array.from({ length: 96 }, () => rnd(100000, 1000000)))),
  // many duplicates
  9: () => out(99999, Array.from({ length: 100 }, (_, i) => [9, 13, 9, 13, 50][i % 5])),
  10: () => out(9999 * 20 + 10007 * 29, [9999, 10007, 49999]),
  11: () => out(777777 % AMAX, [777777 % AMAX]),
  12: () => out(7, [3, 5]),
  13: () => out(AMAX - 1, Array.from({ length: 100 }, () => rnd(1000, 100000))),
  // greedy trap at scale: best uses many middle-sized stamps
  14: () => out(AMAX - 2, [1, 3, 4, 250000, 249999, 6]),
  15: () => out(1, [2]),
  16: () => out(1000000 % 999983, [1, 1000000]),
  17: () => out(AMAX - 1, [11, 7]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
