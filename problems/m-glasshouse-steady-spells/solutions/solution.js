const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const d = data[1];
const t = Int32Array.from(data.slice(2, 2 + n));
const maxQ = new Int32Array(n);
const minQ = new Int32Array(n);
let maxH = 0;
let maxT = 0;
let minH = 0;
let minT = 0;
let left = 0;
let count = 0; // at most 7.2e9, exact in a double
for (let j = 0; j < n; j++) {
  while (maxT > maxH && t[maxQ[maxT - 1]] <= t[j]) maxT--;
  maxQ[maxT++] = j;
  while (minT > minH && t[minQ[minT - 1]] >= t[j]) minT--;
  minQ[minT++] = j;
  while (t[maxQ[maxH]] - t[minQ[minH]] > d) {
    left++;
    if (maxQ[maxH] < left) maxH++;
    if (minQ[minH] < left) minH++;
  }
  count += j - left + 1;
}
console.log(String(count));
