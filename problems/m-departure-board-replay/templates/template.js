'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// log[i] is { kind, p, x }: kind 's' (x is the value v) or 'g' (x is the second t). Line i
// (0-based here) happens at second i + 1. Return the answer of every 'g' line, in order: the
// number platform p showed at the end of second t, or -1.
function replayBoard(log) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const q = Number(tokens[t++]);
const log = [];
for (let i = 0; i < q; i++) {
  log.push({ kind: tokens[t], p: Number(tokens[t + 1]), x: Number(tokens[t + 2]) });
  t += 3;
}
process.stdout.write(replayBoard(log).map(String).join('\n') + '\n');
