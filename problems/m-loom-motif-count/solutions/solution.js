const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const t = lines[0].trim();
const p = lines[1].trim();
const n = t.length;
const m = p.length;
const pi = new Int32Array(m);
for (let i = 1; i < m; i++) {
  let j = pi[i - 1];
  while (j > 0 && p.charCodeAt(i) !== p.charCodeAt(j)) j = pi[j - 1];
  if (p.charCodeAt(i) === p.charCodeAt(j)) j++;
  pi[i] = j;
}
let count = 0;
const first = [];
let j = 0;
for (let i = 0; i < n; i++) {
  const c = t.charCodeAt(i);
  while (j > 0 && c !== p.charCodeAt(j)) j = pi[j - 1];
  if (c === p.charCodeAt(j)) j++;
  if (j === m) {
    count++;
    if (first.length < 10) first.push(i - m + 2);
    j = pi[m - 1];
  }
}
process.stdout.write(count > 0 ? `${count}\n${first.join(' ')}\n` : '0\n');
