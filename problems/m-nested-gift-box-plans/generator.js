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
const catalan = [1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796];
const out = (n, ks) => process.stdout.write(`${n} ${ks.length}\n${ks.join(' ')}\n`);
const randomKs = (n, q) => Array.from({ length: q }, () => rnd(1, catalan[n]));
const cases = {
  1: () => out(3, [4]),
  2: () => out(2, [2]),
  3: () => out(1, [1]),
  4: () => out(3, [1, 2, 3, 4, 5]),
  5: () => out(4, [14, 1, 7, 7, 2]),
  // the largest catalogue, many requests in random order
  6: () => out(10, randomKs(10, 1000)),
  7: () => out(10, [1, 16796, 8398, 16795, 2]),
  8: () => out(9, randomKs(9, 500)),
  9: () => out(8, Array.from({ length: 1000 }, (_, i) => catalan[8] - (i % catalan[8]))),
  10: () => out(5, Array.from({ length: 42 }, (_, i) => i + 1)),
  11: () => out(7, randomKs(7, 300)),
  12: () => out(6, [132, 131, 130, 1, 66]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
