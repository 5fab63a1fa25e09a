const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);

// ops[i] is { op: 'get', key } or { op: 'put', key, value }. Replay them on an empty drawer of the
// given capacity (least frequently used sheet goes back first, ties by the oldest last use) and
// return the results of the gets in order (-1 for a miss). Aim for O(1) or O(log q) per operation.
function replayDrawer(capacity, ops) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const c = Number(tokens[t++]);
const q = Number(tokens[t++]);
const ops = [];
for (let i = 0; i < q; i++) {
  const op = tokens[t++];
  const key = Number(tokens[t++]);
  ops.push(op === 'get' ? { op, key } : { op, key, value: Number(tokens[t++]) });
}
process.stdout.write(replayDrawer(c, ops).join('\n') + '\n');
