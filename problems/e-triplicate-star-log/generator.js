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
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const out = (a) => process.stdout.write(`${a.length}\n${a.join(' ')}\n`);
// m distinct values three times each plus `special` k times; special placed at the end if last
function build(m, lo, hi, special, k, last = false) {
  const used = new Set([special]);
  const a = [];
  while (used.size < m + 1) {
    const v = rnd(lo, hi);
    if (used.has(v)) continue;
    used.add(v);
    a.push(v, v, v);
  }
  shuffle(a);
  if (last) for (let i = 0; i < k; i++) a.push(special);
  else {
    for (let i = 0; i < k; i++) a.push(special);
    shuffle(a);
  }
  return a;
}
const cases = {
  1: () => out([4, 9, 6, 9, 4, 4, 9]),
  2: () => out([12, 5, 12, 5, 12]),
  3: () => out([-7]),
  4: () => out([-1000000000, -1000000000]),
  5: () => out(build(10, -20, 20, 0, 1)),
  // maximum size, the missed star last: counting every entry's occurrences scans everything
  6: () => out(build(33333, -60000, 60000, 77777, 1, true)),
  7: () => out(build(6000, -1000000000, 1000000000, -123456789, 2)),
  8: () => out(build(500, -1000000000, 1000000000, -1, 1)),
  9: () => out(build(500, -1000000000, 1000000000, 1000000000, 2)),
  10: () => out(build(3000, 0, 9999, 4096, 1)),
  11: () => out(build(4000, -1000000000, -1, -1000000000, 1)),
  12: () => out([3, 3, 3, -5, -5, 8, 8, 8]),
  13: () => out(build(3000, -1000000000, 1000000000, 2147483647 % 1000000007 % 1000000000, 2)),
  14: () => out(build(1, -3, 3, 1, 2)),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
