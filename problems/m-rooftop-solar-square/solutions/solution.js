const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].trim().split(/\s+/).map(Number);
let prev = new Int32Array(c + 1); // side of the largest free square ending here
let cur = new Int32Array(c + 1);
let best = 0;
let count = 0;
for (let i = 0; i < r; i++) {
  const row = lines[1 + i];
  cur[0] = 0;
  for (let j = 1; j <= c; j++) {
    if (row.charCodeAt(j - 1) === 35) { cur[j] = 0; continue; } // '#'
    let s = prev[j] < cur[j - 1] ? prev[j] : cur[j - 1];
    if (prev[j - 1] < s) s = prev[j - 1];
    s += 1;
    cur[j] = s;
    if (s > best) { best = s; count = 1; } else if (s === best) count++;
  }
  const t = prev; prev = cur; cur = t;
}
if (best === 0) count = 0;
console.log(`${best} ${count}`);
