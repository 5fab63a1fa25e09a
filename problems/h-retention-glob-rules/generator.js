// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 7001 + 23;
const NAME = 'abcdefghijklmnopqrstuvwxyz0123456789._-';
function rs(n, alpha) { let r = ''; for (let i = 0; i < n; i++) r += alpha[ri(0, alpha.length - 1)]; return r; }
// derive a pattern that matches s by replacing random pieces with wildcards
function patternFrom(s, stars, qs) {
  const a = s.split('');
  for (let i = 0; i < qs; i++) a[ri(0, a.length - 1)] = '?';
  for (let i = 0; i < stars; i++) { const x = ri(0, a.length); const len = ri(0, Math.min(5, a.length - x)); a.splice(x, len, '*'); }
  return a.join('');
}
function mutate(s) { const a = s.split(''); const i = ri(0, a.length - 1); a[i] = a[i] === 'a' ? 'b' : 'a'; return a.join(''); }
function out(p, names) { process.stdout.write(`${p}\n${names.length}\n${names.join('\n')}\n`); }
const cases = {
  1: () => out('log*.?z', ['log_2024.gz', 'log.gz', 'log.tgz', 'catalog.gz']),
  2: () => out('*a*b', ['axxb', 'ba', 'bab']),
  3: () => out('*', ['x', '0', 'a.b-c_d']),
  4: () => out('?', ['a', 'ab', '-']),
  5: () => out('abc', ['abc', 'ab', 'abcd', 'abd']),
  6: () => out('**a**', ['a', 'b', 'xxaxx', 'aaaa']),
  7: () => out('a?c*', ['abc', 'ac', 'a.c.txt', 'abd']),
  8: () => { const s = rs(30, 'ab'); out(patternFrom(s, 3, 3), [s, mutate(s), rs(30, 'ab'), s + 'a', 'a' + s]); },
  9: () => { const names = Array.from({ length: 10 }, () => rs(ri(50, 200), 'abc')); out(patternFrom(names[0], 6, 10), names); },
  // maximum size, star-heavy pattern that kills plain backtracking
  10: () => out('*a'.repeat(999) + '*b', Array.from({ length: 10 }, (_, i) => 'a'.repeat(1999 - (i % 2)) + (i % 3 === 0 ? 'b' : ''))),
  11: () => { const s = rs(2000, NAME); const p = patternFrom(s, 200, 300); out(p, Array.from({ length: 10 }, (_, i) => (i % 2 ? mutate(s) : s))); },
  12: () => out('?'.repeat(2000), ['x'.repeat(2000), 'x'.repeat(1999), rs(2000, NAME), 'y']),
  13: () => { const s = 'ab' + 'aab'.repeat(666); out('*' + 'a?b'.repeat(600) + '*', Array.from({ length: 10 }, (_, i) => (i % 2 ? s : rs(2000, 'ab')))); },
  14: () => out('*'.repeat(2000), Array.from({ length: 10 }, () => rs(2000, NAME))),
  15: () => { const s = rs(2000, 'a'); out('a*'.repeat(1000), [s, s.slice(1), 'b' + s.slice(1), 'a', s.slice(0, 999)]); },
};
if (!cases[t]) process.exit(1);
cases[t]();
