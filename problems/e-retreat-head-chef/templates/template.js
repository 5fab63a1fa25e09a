const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// trusts[a] lists every person b such that a trusts b (people are numbered 0..n-1).
// Return the head chef (trusted by everyone else, trusts nobody), or -1 if there is none.
function findHeadChef(n, trusts) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
const m = data[1];
const trusts = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) trusts[data[2 + 2 * i]].push(data[3 + 2 * i]);
console.log(String(findHeadChef(n, trusts)));
