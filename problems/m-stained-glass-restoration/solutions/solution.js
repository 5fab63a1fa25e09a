const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c >= 48 && c <= 57) break;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return r;
}
const n = nextInt();
const k = nextInt();
const g = new Int32Array(n);
for (let i = 0; i < n; i++) g[i] = nextInt();
const count = new Map();
let distinct = 0;
let left = 0;
let bestLen = 0;
let bestStart = 0;
for (let right = 0; right < n; right++) {
  const c = count.get(g[right]) || 0;
  if (c === 0) distinct++;
  count.set(g[right], c + 1);
  while (distinct > k) {
    const x = g[left++];
    const d = count.get(x) - 1;
    count.set(x, d);
    if (d === 0) distinct--;
  }
  if (right - left + 1 > bestLen) {
    bestLen = right - left + 1;
    bestStart = left;
  }
}
console.log(`${bestLen} ${bestStart + 1}`);
