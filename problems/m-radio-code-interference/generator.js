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
const out = (a) => process.stdout.write(`${a.length}\n${a.join(' ')}\n`);
const arr = (n, f) => Array.from({ length: n }, (_, i) => f(i));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const cases = {
  1: () => out([3, 10, 5, 25, 2, 8]),
  2: () => out([1, 6, 3, 6, 4]),
  3: () => out([7, 7]),
  4: () => out([0, 65535]),
  // all codes equal: the maximum is 0 and every pair counts (more than 2^32 pairs)
  5: () => out(arr(100000, () => 9)),
  // maximum n: trying every pair is too slow
  6: () => out(arr(150000, () => rnd(0, 1023))),
  7: () => out(arr(50000, () => rnd(0, 65535))),
  // only even codes, with the top bit clear
  8: () => out(arr(30000, () => 2 * rnd(0, 16383))),
  // one outlier decides the top bit
  9: () => out(shuffle([...arr(20000, () => rnd(0, 4095)), 40000])),
  10: () => out([0, 0, 0]),
  // many complementary pairs: 65535 is reached many times
  11: () => { const a = []; for (let i = 0; i < 10000; i++) { const x = rnd(0, 65535); a.push(x); if (rnd(0, 1)) a.push(65535 ^ x); } out(shuffle(a)); },
  12: () => out(shuffle([...arr(16, (i) => 1 << i), ...arr(16, (i) => 1 << i)])),
  13: () => out(arr(10, () => rnd(0, 20))),
  // two codes, each used 1000 times
  14: () => out(shuffle([...arr(1000, () => 12345), ...arr(1000, () => 54321)])),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
