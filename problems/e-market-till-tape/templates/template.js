'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// keys[i] is { kind, x } with kind '+', '-', '*' or '?' (x is the amount for '+', else 0).
// Run them on an empty tape and return the total printed by every '?', in order.
// Aim for O(1) per key.
function runTill(keys) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const q = Number(tokens[t++]);
const keys = [];
for (let i = 0; i < q; i++) {
  const kind = tokens[t++];
  keys.push({ kind, x: kind === '+' ? Number(tokens[t++]) : 0 });
}
process.stdout.write(runTill(keys).map(String).join('\n') + '\n');
