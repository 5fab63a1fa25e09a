'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Return the maximum total score of instruments with total mass at most W (each used at most once).
// Scores fit exactly in JavaScript numbers (the total stays below 2^53).
function bestPayload(W, mass, score) {
  // TODO: compute the best total score
  return 0;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const W = t[1];
const mass = [];
const score = [];
for (let i = 0; i < n; i++) {
  mass.push(t[2 + 2 * i]);
  score.push(t[3 + 2 * i]);
}
process.stdout.write(`${bestPayload(W, mass, score)}\n`);
