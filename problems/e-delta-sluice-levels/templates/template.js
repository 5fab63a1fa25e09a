const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// children[u] lists the basins fed directly by basin u; basin 0 is the reservoir.
// Return, for every level in `levels` (in order), the number of basins at exactly that level.
// The network may be a chain of 10^5 basins: avoid deep recursion.
function countAtLevels(children, levels) {
  // TODO: write your solution here
  return levels.map(() => 0);
}

let pos = 0;
const n = tokens[pos++];
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[tokens[pos++]].push(i);
const q = tokens[pos++];
const levels = tokens.slice(pos, pos + q);
console.log(countAtLevels(children, levels).join(' '));
