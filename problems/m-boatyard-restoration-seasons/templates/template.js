const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// after[u] lists every job v with a rule "u v" (u must be finished before v starts).
// Return the minimum number of seasons to finish all n jobs, or -1 if that is impossible.
function minSeasons(n, after) {
  // TODO: write your solution here
  return -1;
}

const n = Number(tokens[0]);
const m = Number(tokens[1]);
const after = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) after[Number(tokens[2 + 2 * i])].push(Number(tokens[3 + 2 * i]));
console.log(minSeasons(n, after));
