// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A floor of at most 4 x 4 tiles over 1-3 letters and up to size + 2 different
// words, about half of them cut from real trails (so YES answers are common), the rest random,
// some longer than the floor has tiles. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const R = between(1, Math.min(4, 1 + Math.floor(size / 2)));
const C = between(1, Math.min(4, 1 + Math.floor(size / 2)));
const letters = between(1, 3);
const letter = () => String.fromCharCode(97 + between(0, letters - 1));
const grid = Array.from({ length: R }, () => Array.from({ length: C }, letter).join(''));
const maxLen = Math.min(12, R * C + 1);
const words = new Set();
const k = between(1, size + 2);
let guard = 0;
while (words.size < k && guard++ < 200) {
  const len = between(1, maxLen);
  let w = '';
  if (next() < 0.5) {
    let r = between(0, R - 1);
    let c = between(0, C - 1);
    const used = new Set([r * C + c]);
    w = grid[r][c];
    while (w.length < len) {
      const opts = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(([a, b]) => a >= 0 && a < R && b >= 0 && b < C && !used.has(a * C + b));
      if (opts.length === 0) break;
      [r, c] = opts[between(0, opts.length - 1)];
      used.add(r * C + c);
      w += grid[r][c];
    }
  } else for (let i = 0; i < len; i++) w += letter();
  words.add(w);
}
const list = [...words];
process.stdout.write(`${R} ${C}\n${grid.join('\n')}\n${list.length}\n${list.join('\n')}\n`);
