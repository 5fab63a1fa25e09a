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
function repeatTo(block, n) {
  let s = '';
  while (s.length < n) s += block;
  return s.slice(0, n);
}
function fib(len) {
  let a = 'b';
  let b = 'a';
  while (b.length < len) [a, b] = [b, b + a];
  return b.slice(0, len);
}
const out = (s, lens) => process.stdout.write(`${s}\n${lens.length}\n${lens.join(' ')}\n`);
const randomLens = (n, q, lo = 1) => Array.from({ length: q }, () => rnd(lo, n));
const cases = {
  1: () => out('abcabcabcz', [3, 6, 9, 10]),
  2: () => out('aaaa', [1, 2, 3, 4]),
  3: () => out('q', [1]),
  4: () => out('abcab', [1, 2, 3, 4, 5]),
  5: () => out('abaababaabaab', Array.from({ length: 13 }, (_, i) => i + 1)),
  // a strip with no repetition and long requests: every block length is tried and fails early
  6: () => { const s = word(300000, 26); out(s, randomLens(300000, 50000, 250000)); },
  7: () => { const s = repeatTo(word(7, 3), 100000); out(s, randomLens(100000, 10000)); },
  8: () => { const s = fib(100000); out(s, randomLens(100000, 10000)); },
  9: () => { const s = repeatTo('ab', 1000) + 'c' + repeatTo('ab', 999); out(s, [1000, 1001, 1002, 2000, 1999, 2, 1]); },
  10: () => { const s = word(100000, 2); out(s, randomLens(100000, 10000)); },
  // a long repeated block with a slightly different copy in the middle
  11: () => { const b = word(500, 4); const s = repeatTo(b, 60000) + b.slice(0, 250) + 'z' + repeatTo(b, 39749); out(s, randomLens(s.length, 10000)); },
  12: () => { const s = 'a'.repeat(100000); out(s, [1, 2, 100000, 99999, 50000]); },
  13: () => out('aabaaab', [1, 2, 3, 4, 5, 6, 7]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
