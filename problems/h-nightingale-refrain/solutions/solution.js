// Binary search on the length; a double polynomial hash (two moduli below 2^26, so every product
// stays below 2^53 and plain numbers are exact) finds a repeated window by sorting.
const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;
const M1 = 67108859;
const M2 = 67108837;
const B1 = 131;
const B2 = 137;
const h1 = new Float64Array(n + 1);
const h2 = new Float64Array(n + 1);
const p1 = new Float64Array(n + 1);
const p2 = new Float64Array(n + 1);
p1[0] = 1;
p2[0] = 1;
for (let i = 0; i < n; i++) {
  const c = s.charCodeAt(i);
  h1[i + 1] = (h1[i] * B1 + c) % M1;
  h2[i + 1] = (h2[i] * B2 + c) % M2;
  p1[i + 1] = (p1[i] * B1) % M1;
  p2[i + 1] = (p2[i] * B2) % M2;
}
function windowKeys(L) {
  const m = n - L + 1;
  const keys = new Float64Array(m);
  const q1 = p1[L];
  const q2 = p2[L];
  for (let i = 0; i < m; i++) {
    let a = (h1[i + L] - ((h1[i] * q1) % M1)) % M1;
    if (a < 0) a += M1;
    let b = (h2[i + L] - ((h2[i] * q2) % M2)) % M2;
    if (b < 0) b += M2;
    keys[i] = a * 67108864 + b; // below 2^52: exact
  }
  return keys;
}
function hasRepeat(L) {
  const keys = windowKeys(L).sort();
  for (let i = 0; i + 1 < keys.length; i++) if (keys[i] === keys[i + 1]) return true;
  return false;
}
function firstRepeat(L) {
  const w = windowKeys(L);
  const sorted = w.slice().sort();
  const repeated = new Set();
  for (let i = 0; i + 1 < sorted.length; i++) if (sorted[i] === sorted[i + 1]) repeated.add(sorted[i]);
  for (let i = 0; i < w.length; i++) if (repeated.has(w[i])) return i;
  return -1;
}
let lo = 0;
let hi = n - 1;
while (lo < hi) {
  const mid = (lo + hi + 1) >> 1;
  if (hasRepeat(mid)) lo = mid;
  else hi = mid - 1;
}
console.log(lo === 0 ? '0' : `${lo} ${firstRepeat(lo) + 1}`);
