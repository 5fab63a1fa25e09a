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
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
const N = 50000;
const G = 1000000000;
const cases = {
  1: () => out([2, 3, -1, 5]),
  2: () => out([4, 0, 7]),
  3: () => out([5, -7]),
  4: () => out([3, 0, 9, 0, 2]),
  5: () => out(new Array(N).fill(1)),
  // maximum size, full range of gains
  6: () => out(Array.from({ length: N }, () => rnd(-G, G))),
  // maximum size, small gains with a single muted pedal
  7: () => {
    const a = Array.from({ length: N }, () => rnd(-100, 100) || 1);
    a[31337] = 0;
    out(a);
  },
  8: () => out(new Array(999).fill(-1)),
  9: () => out(new Array(1000).fill(G)),
  10: () => out(Array.from({ length: 1000 }, (_, i) => (i % 2 ? G : -G))),
  11: () => out(Array.from({ length: 1000 }, () => (next() % 50 === 0 ? 0 : rnd(-1000, 1000)))),
  12: () => out([0, 0]),
  13: () => out([G, G - 1, -G, 2]),
  14: () => out(new Array(1000).fill(-1)),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
