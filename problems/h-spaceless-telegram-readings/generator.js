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
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(97 + rnd(0, letters - 1));
  return s;
}
const out = (t, book) => {
  const uniq = [...new Set(book)];
  process.stdout.write(`${t}\n${uniq.length}\n${uniq.join('\n')}\n`);
};
// a telegram glued from code-book words (so readings exist), sometimes with a stray letter
function glue(book, len) {
  let t = '';
  while (t.length < len) t += book[rnd(0, book.length - 1)];
  return t.slice(0, len);
}
const cases = {
  1: () => out('shipsailsatdawn', ['ship', 'ships', 'ails', 'sail', 'sails', 'at', 'sat', 'dawn', 'lsat']),
  2: () => out('fogbank', ['fog', 'bag', 'ban']),
  3: () => out('a', ['a']),
  4: () => out('a', ['b']),
  // 'a' and 'aa' on a long run of a's: a Fibonacci number of readings, far beyond 64 bits
  5: () => out('a'.repeat(100000), ['a', 'aa']),
  // a run of a's and a code book of words that start with long runs of a's: comparing every
  // word at every position is slow
  6: () => {
    const book = [];
    for (let l = 1; l <= 50; l++) book.push('a'.repeat(l));
    while (book.length < 4000) book.push('a'.repeat(rnd(35, 45)) + 'b' + word(rnd(0, 4), 26));
    out('a'.repeat(100000), book);
  },
  // greedy longest-first gets stuck
  7: () => out('rainbowl', ['rain', 'bow', 'bowl', 'rainbow']),
  8: () => { const book = Array.from({ length: 300 }, () => word(rnd(1, 6), 3)); out(glue(book, 50000), book); },
  9: () => { const book = Array.from({ length: 8000 }, () => word(rnd(1, 45), 26)); out(glue(book, 50000), book); },
  10: () => { const book = Array.from({ length: 50 }, () => word(rnd(1, 4), 2)); out(glue(book, 30000) + 'z', book); },
  11: () => out('abababababab', ['ab', 'aba', 'bab', 'b', 'a']),
  12: () => { const book = ['a', 'b', 'ab', 'ba', 'aab', 'abb', 'bba']; out(glue(book, 40000), book); },
  13: () => out('catalogue', ['cat', 'catalog', 'a', 'log', 'ue', 'talo', 'gue']),
  14: () => { const book = []; for (let l = 1; l <= 50; l++) book.push('a'.repeat(l)); book.push('b'); out(('a'.repeat(37) + 'b').repeat(1300), book); },
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
