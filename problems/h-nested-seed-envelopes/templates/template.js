const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// envelopes[i] = [width, height]. Return the length of the longest chain.
function longestChain(envelopes) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const envelopes = [];
for (let i = 0; i < n; i++) envelopes.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(longestChain(envelopes)));
