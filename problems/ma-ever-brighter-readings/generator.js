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
const M = 1000000;

function out(arr) { process.stdout.write(`${arr.length}\n${arr.join(' ')}\n`); }
const cases = {
  1: () => out([5, 2, 8, 6, 3, 6, 9, 7]),
  2: () => out([-2, -2, 0, -1, 3, 3]),
  3: () => out([-M]),
  4: () => out(Array.from({ length: 10 }, (_, i) => 100 - i * 7)),
  5: () => out(Array.from({ length: 100000 }, () => 42)),
  6: () => out(Array.from({ length: 1000 }, (_, i) => -M + i * 2000)),
  7: () => out(Array.from({ length: 20 }, () => rnd(0, 5))),
  8: () => out(Array.from({ length: 1000 }, () => rnd(-M, M))),
  // maximum size, full value range
  9: () => out(Array.from({ length: 100000 }, () => rnd(-M, M))),
  // maximum size, slowly rising trend with noise and many repeats
  10: () => out(Array.from({ length: 100000 }, (_, i) => Math.floor(i / 2) + rnd(0, 3))),
  11: () => out(Array.from({ length: 5000 }, () => rnd(-3, 3))),
  12: () => out(Array.from({ length: 2000 }, (_, i) => (i % 2 ? M : -M))),
  // decreasing blocks, each block increasing: answer = block length
  13: () => {
    const a = [];
    for (let b = 0; b < 300; b++) for (let j = 0; j < 50; j++) a.push(M - b * 100 - 50 + j);
    out(a);
  },
  14: () => out([M, -M]),
  15: () => out([7, 7]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
