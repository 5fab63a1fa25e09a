'use strict';
// Reads every number straight from the input's bytes: splitting 140 000 numbers into strings
// first costs more than the union-find itself.
const input = require('fs').readFileSync(0);
let pos = 0;
function nextInt() {
  while (pos < input.length && (input[pos] < 48 || input[pos] > 57)) pos++;
  let x = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) x = x * 10 + input[pos++] - 48;
  return x;
}
const n = nextInt();
const m = nextInt();
const parent = new Int32Array(n);
const size = new Int32Array(n).fill(1);
for (let i = 0; i < n; i++) parent[i] = i;
function find(x) {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}
for (let i = 0; i < m; i++) {
  let a = find(nextInt());
  let b = find(nextInt());
  if (a === b) continue;
  if (size[a] < size[b]) [a, b] = [b, a];
  parent[b] = a;
  size[a] += size[b];
}
const s = nextInt();
const t = nextInt();
console.log(find(s) === find(t) ? 'YES' : 'NO');
