const s = require('fs').readFileSync(0, 'utf8').trim();

// Return [L, p]: L = the length of the longest piece of s that occurs at least twice
// (occurrences may overlap), p = the smallest 1-based start of a length-L piece that occurs at
// least twice. Return [0, 0] when no note repeats at all.
// Tip: binary search on L, and a rolling hash (two moduli) to spot a repeated window.
function longestRefrain(s) {
  // TODO: write your solution here
  return [0, 0];
}

const [L, p] = longestRefrain(s);
console.log(L === 0 ? '0' : `${L} ${p}`);
