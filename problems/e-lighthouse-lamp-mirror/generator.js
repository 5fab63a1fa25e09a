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
const out = (xs) => process.stdout.write(`${xs.length}\n${xs.join(' ')}\n`);
const cases = {
  1: () => out([6, 0]),
  2: () => out([4294967294, 65536]),
  3: () => out([1]),
  4: () => out([4294967295, 2147483648, 2147483647]),
  // the most signals, all 32 bits random
  5: () => out(Array.from({ length: 20000 }, () => next())),
  6: () => out(Array.from({ length: 32 }, (_, i) => 2 ** i)),
  7: () => out(Array.from({ length: 5000 }, () => rnd(0, 1000))),
  8: () => out([2863311530, 1431655765, 4042322160, 252645135, 305419896]),
  9: () => out(Array.from({ length: 5000 }, () => next() | 1).map((v) => v >>> 0)),
  10: () => out(Array.from({ length: 33 }, (_, i) => (i === 32 ? 4294967295 : 2 ** i - 1))),
  11: () => out([0, 0, 0]),
  12: () => out(Array.from({ length: 5000 }, () => rnd(4294000000, 4294967295))),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
