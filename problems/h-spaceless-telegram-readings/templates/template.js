const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Return [readings mod 1e9+7, fewest words] for splitting t into code-book words, or [0, -1]
// when t has no reading at all. Tip: DP over positions, with a trie of the code book to find
// the words that start at a position.
function countReadings(t, book) {
  // TODO: write your solution here
  return [0, -1];
}

const k = Number(tok[1]);
const [ways, fewest] = countReadings(tok[0], tok.slice(2, 2 + k));
console.log(`${ways} ${fewest}`);
