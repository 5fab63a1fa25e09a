// ops[i] is { isGet: true, key } or { isGet: false, key, value }.
// Replay the operations on an empty LRU cache of the given capacity and return an array with the
// results of the get operations in order (-1 for a miss).
// Tip: a Map from key to a node of a doubly linked list ordered by recency.
function replayCache(capacity, ops) {
  // TODO: implement
  return [];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [c, q] = lines[0].trim().split(/\s+/).map(Number);
const ops = [];
for (let i = 1; i <= q; i++) {
  const parts = lines[i].trim().split(/\s+/);
  if (parts[0] === 'get') ops.push({ isGet: true, key: Number(parts[1]) });
  else ops.push({ isGet: false, key: Number(parts[1]), value: Number(parts[2]) });
}
process.stdout.write(replayCache(c, ops).join('\n') + '\n');
