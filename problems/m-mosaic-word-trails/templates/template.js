const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

// grid holds the r rows of the mosaic (strings). For every word, decide whether it can be traced
// by steps between tiles that share a side, using each tile at most once. Return an array with
// one boolean per word. Tip: backtracking; for many words, walk a trie of the words together
// with the grid.
function traceWords(grid, words) {
  // TODO: write your solution here
  return words.map(() => false);
}

const r = Number(tok[0]);
const grid = tok.slice(2, 2 + r);
const k = Number(tok[2 + r]);
const words = tok.slice(3 + r, 3 + r + k);
const res = traceWords(grid, words);
process.stdout.write(`${words.map((_, i) => (res[i] ? 'YES' : 'NO')).join('\n')}\n`);
