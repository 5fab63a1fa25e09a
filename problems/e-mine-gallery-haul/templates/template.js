const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// value[i] is chamber i's value; children[i] lists the chambers dug out from chamber i.
// Chamber 0 is the entrance. Return the largest total value of a descent from the entrance to
// a dead end (a chamber without children). Sums stay below 2^53, so plain numbers are exact.
// The mine can be 10^5 chambers deep: avoid recursion.
function bestDescent(value, children) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
const value = tokens.slice(1, 1 + n);
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[tokens[n + i]].push(i);
console.log(String(bestDescent(value, children)));
