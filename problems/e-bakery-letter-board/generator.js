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
function word(n, letters, from = 0) {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(97 + from + rnd(0, letters - 1));
  return s;
}
function shuffle(s) {
  const a = s.split('');
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.join('');
}
const out = (s, t) => process.stdout.write(`${s.length}\n${s}\n${t}\n`);
const cases = {
  1: () => out('baker', 'break'),
  2: () => out('crumb', 'cream'),
  3: () => out('oven', 'even'),
  4: () => out('a', 'a'),
  5: () => out('q', 'z'),
  // nothing can be reused, and a search for a tile always walks the whole board
  6: () => out('a'.repeat(200000), 'b'.repeat(200000)),
  // a shuffled copy: all tiles stay
  7: () => { const s = word(200000, 26); out(s, shuffle(s)); },
  8: () => out(word(50000, 2), word(50000, 2)),
  9: () => out(word(50000, 26), word(50000, 26)),
  // t needs far more z's than the board has
  10: () => { const s = word(49000, 26) + 'z'.repeat(1000); out(shuffle(s), shuffle(word(30000, 26) + 'z'.repeat(20000))); },
  11: () => out(word(12, 3), word(12, 3)),
  12: () => out('mississippi', 'pimsissisip'),
  13: () => { const s = word(50000, 5); const t = shuffle(s.slice(0, 45000) + word(5000, 5, 10)); out(s, t); },
  14: () => out('abcabcabca', 'aaaaaaaaaa'),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
