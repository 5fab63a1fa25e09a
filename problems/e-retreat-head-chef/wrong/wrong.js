// Learner's shortcut: "the head chef trusts nobody", so if exactly one participant trusts nobody
// they are taken as the head chef, without checking that everyone else trusts them.
const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const m = data[1];
const out = new Array(n).fill(0);
for (let i = 0; i < m; i++) out[data[2 + 2 * i]]++;
let candidate = -1;
let count = 0;
for (let v = 0; v < n; v++) {
  if (out[v] === 0) {
    candidate = v;
    count++;
  }
}
process.stdout.write(`${count === 1 ? candidate : -1}\n`);
