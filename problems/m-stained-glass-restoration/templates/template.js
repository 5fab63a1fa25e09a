const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// colours[i] is the colour of pane i + 1. Return [length, first pane (1-based)] of the longest
// stretch with at most k different colours; the leftmost one if several are equally long.
function longestStretch(colours, k) {
  // TODO: write your solution here
  return [0, 1];
}

const n = Number(tokens[0]);
const k = Number(tokens[1]);
const colours = new Array(n);
for (let i = 0; i < n; i++) colours[i] = Number(tokens[2 + i]);
const ans = longestStretch(colours, k);
console.log(`${ans[0]} ${ans[1]}`);
