const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const cnt = new Map();
for (let i = 0; i < n; i++) {
  const x = data[2 + i];
  cnt.set(x, (cnt.get(x) || 0) + 1);
}
// Counts stay below 1.2 * 10^10, far inside the exact range of a double.
let pairs = 0;
for (const [x, c] of cnt) {
  if (k === 0) pairs += (c * (c - 1)) / 2;
  else {
    const other = cnt.get(x + k);
    if (other !== undefined) pairs += c * other;
  }
}
console.log(String(pairs));
