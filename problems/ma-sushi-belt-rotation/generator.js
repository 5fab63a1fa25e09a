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
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
const G = 1000000000;
const cases = {
  1: () => out('2', [11, 22, 33, 44, 55]),
  2: () => out('999999999999999997', [7, -3, 7, 0]),
  3: () => out('0', [42]),
  4: () => out('999999999999999999', [-G]),
  5: () => out('0', [5, 4, 3, 2, 1]),
  6: () => out('6', [1, 2, 3]),
  // maximum n, shift of n - 1 (the belt nearly comes full circle); single digits keep the
  // file small
  7: () => out('999999999999999999', Array.from({ length: 400000 }, () => rnd(0, 9))),
  // full value range
  8: () => out('123456789012345678', Array.from({ length: 30000 }, () => rnd(-G, G))),
  // k = 10^18 (the maximum), a multiple of n: nothing changes
  9: () => out('1000000000000000000', Array.from({ length: 1000 }, (_, i) => i)),
  10: () => out('4294967297', Array.from({ length: 1000 }, () => rnd(-1000, 1000))),
  11: () => out('7', [1, 1, 2, 2, 1, 1, 2]),
  12: () => out('9007199254740993', Array.from({ length: 97 }, (_, i) => i * i)),
  13: () => out('199999', Array.from({ length: 10000 }, () => rnd(0, 9))),
  14: () => out('1', [G, -G]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
