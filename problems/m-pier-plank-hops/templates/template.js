'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// Start on plank 0, finish on plank n - 1, hop 1..k planks forward each time; return the largest
// possible sum of the values of the planks landed on (a[0] and a[n - 1] included).
function maxTokens(a, k) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const k = Number(tokens[1]);
const a = [];
for (let i = 0; i < n; i++) a.push(Number(tokens[2 + i]));
process.stdout.write(`${maxTokens(a, k)}\n`);
