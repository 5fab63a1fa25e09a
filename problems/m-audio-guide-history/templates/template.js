'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// presses[i] is { kind, value }: kind 'v' (value is the exhibit x) or 'b' / 'f' (value is k).
// The history starts as [0] with the guide on it. Return the exhibit the guide is on after every
// 'b' and 'f' press, in order.
function runGuide(presses) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const q = Number(tokens[t++]);
const presses = [];
for (let i = 0; i < q; i++) {
  presses.push({ kind: tokens[t], value: Number(tokens[t + 1]) });
  t += 2;
}
process.stdout.write(runGuide(presses).map(String).join('\n') + '\n');
