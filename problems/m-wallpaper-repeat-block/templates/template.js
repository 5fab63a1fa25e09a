const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// For each requested length L in lens, return the length of the shortest block whose repetition
// (the last copy may be cut short) gives the first L letters of s. Tip: the prefix function.
function shortestBlocks(s, lens) {
  // TODO: write your solution here
  return lens.map(() => 0);
}

const s = lines[0].trim();
const q = Number(lines[1]);
const lens = lines[2].trim().split(' ').slice(0, q).map(Number);
process.stdout.write(`${shortestBlocks(s, lens).join('\n')}\n`);
