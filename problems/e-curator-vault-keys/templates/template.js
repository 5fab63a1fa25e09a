const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// keys[u] lists the vaults opened by the keys hanging in vault u; vault 0 is open.
// Return [number of vaults the curator can open, smallest vault that stays locked or -1].
// A chain of keys can be 10^5 vaults long: avoid deep recursion.
function openVaults(keys) {
  // TODO: write your solution here
  return [0, -1];
}

const n = tokens[0];
const m = tokens[1];
const keys = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) keys[tokens[2 + 2 * i]].push(tokens[3 + 2 * i]);
const ans = openVaults(keys);
console.log(`${ans[0]} ${ans[1]}`);
