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
const out = (t, p) => process.stdout.write(`${t}\n${p}\n`);
const cases = {
  1: () => out('abababa', 'aba'),
  2: () => out('a'.repeat(14), 'aaa'),
  3: () => out('a', 'a'),
  4: () => out('abc', 'abd'),
  5: () => { const t = word(1000, 3); out(t, t); },
  // the motif almost matches everywhere and never fully: the direct check is slow
  6: () => out('a'.repeat(300000), 'a'.repeat(49999) + 'b'),
  // maximum length, many overlapping occurrences
  7: () => out(word(500000, 2), 'abaab'),
  8: () => { const t = word(100000, 26); out(t, t.slice(5000, 5005)); },
  9: () => out('aab'.repeat(20000) + 'a', 'aabaab'),
  10: () => { const t = fib(100000); out(t, t.slice(0, 144)); },
  // borders that need more than one fallback step
  11: () => {
    const parts = [];
    for (let i = 0; i < 3000; i++) parts.push(['aabaaab', 'aabaab', 'aabaaaab', 'aab'][rnd(0, 3)]);
    out(parts.join(''), 'aabaaab');
  },
  12: () => out(word(50000, 25), 'z'),
  13: () => out('abcabdabcabdabcabc', 'abcabc'),
  // a-heavy band: a mismatch after a partial match must fall back more than one border
  14: () => { const a = []; for (let i = 0; i < 20000; i++) a.push(rnd(0, 3) ? 'a' : 'b'); out(a.join(''), 'aaaab'); },
  15: () => out('a'.repeat(1000) + 'b' + 'a'.repeat(1000), 'a'.repeat(500) + 'b' + 'a'.repeat(500)),
  16: () => { const a = []; for (let i = 0; i < 3000; i++) a.push('aaaacaaaab'[rnd(0, 9)]); out(a.join(''), 'aaa'); },
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
