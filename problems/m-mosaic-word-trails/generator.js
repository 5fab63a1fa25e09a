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
const letter = (k) => String.fromCharCode(97 + k);
function randomGrid(R, C, letters) {
  return Array.from({ length: R }, () => Array.from({ length: C }, () => letter(rnd(0, letters - 1))).join(''));
}
function randomWord(len, letters) {
  let w = '';
  for (let i = 0; i < len; i++) w += letter(rnd(0, letters - 1));
  return w;
}
// the letters of a random self-avoiding walk of up to len tiles (a traceable word)
function walkWord(grid, len) {
  const R = grid.length;
  const C = grid[0].length;
  let r = rnd(0, R - 1);
  let c = rnd(0, C - 1);
  const used = new Set([r * C + c]);
  let w = grid[r][c];
  while (w.length < len) {
    const opts = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(([a, b]) => a >= 0 && a < R && b >= 0 && b < C && !used.has(a * C + b));
    if (opts.length === 0) break;
    [r, c] = opts[rnd(0, opts.length - 1)];
    used.add(r * C + c);
    w += grid[r][c];
  }
  return w;
}
function out(grid, words) {
  const uniq = [...new Set(words)];
  process.stdout.write(`${grid.length} ${grid[0].length}\n${grid.join('\n')}\n${uniq.length}\n${uniq.join('\n')}\n`);
}
function mix(grid, k, letters, maxLen) {
  const words = new Set();
  let guard = 0;
  while (words.size < k && guard++ < 100 * k) words.add(rnd(0, 1) ? walkWord(grid, rnd(1, maxLen)) : randomWord(rnd(1, maxLen), letters));
  return [...words];
}
const cases = {
  1: () => out(['cats', 'orea', 'dogs'], ['cat', 'care', 'gore', 'dogs', 'seas', 'ogre', 'tear', 'cod']),
  2: () => out(['ab', 'ba'], ['aba', 'abab', 'ababa', 'aa']),
  3: () => out(['a'], ['a', 'b', 'aa']),
  4: () => out(['harbours'], ['harbours', 'sruobrah', 'bour', 'hh', 'rbo', 'arbour', 'harbourss']),
  // a floor of a's and many words that share ten a's and then fail: per-word searches are slow
  5: () => {
    const grid = Array.from({ length: 8 }, () => 'a'.repeat(8));
    const words = ['a'.repeat(12), 'a'.repeat(8) + 'b'];
    for (let x = 1; x < 26; x++) for (let y = 0; y < 26; y++) words.push('a'.repeat(10) + letter(x) + letter(y));
    for (let x = 1; x < 26; x++) for (let y = 1; y < 26; y++) words.push('a'.repeat(9) + letter(x) + 'a' + letter(y));
    out(grid, words);
  },
  6: () => { const g = randomGrid(8, 8, 3); out(g, mix(g, 2000, 3, 12)); },
  7: () => { const g = randomGrid(8, 8, 26); out(g, mix(g, 2000, 26, 12)); },
  // a winding trail through a checkerboard-like floor
  8: () => out(['abababab', 'babababa', 'abababab', 'babababa', 'abababab', 'babababa', 'abababab', 'babababa'], ['abababababab', 'aa', 'bb', 'abababababaa', 'babababababa', 'ab', 'ba']),
  9: () => { const g = randomGrid(8, 1, 2); out(g, mix(g, 60, 2, 10)); },
  10: () => out(['ab', 'cd'], ['abdc', 'acdb', 'abdca', 'ad', 'bc', 'dcab', 'cdba']),
  11: () => out(['aaa', 'aaa', 'aaa'], Array.from({ length: 12 }, (_, i) => 'a'.repeat(i + 1))),
  12: () => { const g = randomGrid(5, 6, 2); out(g, mix(g, 2000, 2, 12)); },
  13: () => { const g = randomGrid(4, 4, 4); out(g, mix(g, 300, 4, 8)); },
  14: () => { const g = randomGrid(8, 8, 5); out(g, mix(g, 1500, 5, 12)); },
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
