'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// BFS from the founder lists every parent before its children; walking that order backwards,
// each person's count is final before it is added to the parent's.
function descendants(n, parent) {
  const childCount = new Int32Array(n + 1);
  for (let i = 1; i < n; i++) childCount[parent[i] + 1]++;
  for (let i = 0; i < n; i++) childCount[i + 1] += childCount[i];
  const children = new Int32Array(Math.max(n - 1, 0));
  const fill = childCount.slice(0, n);
  for (let i = 1; i < n; i++) children[fill[parent[i]]++] = i;
  const order = new Int32Array(n);
  let tail = 1;
  for (let h = 0; h < tail; h++) {
    const x = order[h];
    for (let j = childCount[x]; j < childCount[x + 1]; j++) order[tail++] = children[j];
  }
  const count = new Array(n).fill(0);
  for (let k = n - 1; k > 0; k--) {
    const x = order[k];
    count[parent[x]] += count[x] + 1;
  }
  return count;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const parent = [-1];
for (let i = 1; i < n; i++) parent.push(t[i]);
process.stdout.write(`${descendants(n, parent).join(' ')}\n`);
