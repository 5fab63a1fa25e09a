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
function word(n, letters) {
  const a = new Array(n);
  for (let i = 0; i < n; i++) a[i] = String.fromCharCode(97 + rnd(0, letters - 1));
  return a.join('');
}
function fib(len) {
  let a = 'b';
  let b = 'a';
  while (b.length < len) [a, b] = [b, b + a];
  return b.slice(0, len);
}
const out = (s) => process.stdout.write(`${s}\n`);
const cases = {
  1: () => out('tralalatrilltrala'),
  2: () => out('cuckoo'),
  3: () => out('a'),
  4: () => out('abcdefghijklmnopqrstuvwxyz'),
  5: () => out('aaaaaaa'),
  // maximum length, random notes: the answer is short and the all-shifts comparison is slow
  6: () => out(word(200000, 26)),
  7: () => out(word(200000, 2)),
  // a long refrain planted twice in random noise
  8: () => { const r = word(30000, 26); out(word(50000, 26) + r + word(40000, 26) + r + word(10000, 26)); },
  // overlapping occurrences: a periodic song
  9: () => { let b = word(37, 4); let s = ''; while (s.length < 100000) s += b; out(s.slice(0, 100000)); },
  10: () => out(fib(100000)),
  11: () => out('z'.repeat(200000)),
  // the same refrain three times: the smallest start is reported
  12: () => { const r = word(5000, 3); out(word(1000, 3) + 'x' + r + 'y' + r + 'x' + r + 'w'); },
  13: () => out('abab' + 'cdcd' + 'abab'),
  14: () => out('qwertyq'),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
