const text = require('fs').readFileSync(0, 'utf8').trim();
const n = text.length;
const s = new Uint8Array(n);
for (let i = 0; i < n; i++) s[i] = text.charCodeAt(i);
const d1 = new Int32Array(n);
const d2 = new Int32Array(n);
// odd centres: d1[i] = number of odd palindromes centred at i
for (let i = 0, l = 0, r = -1; i < n; i++) {
  let k = i > r ? 1 : Math.min(d1[l + r - i], r - i + 1);
  while (i - k >= 0 && i + k < n && s[i - k] === s[i + k]) k++;
  d1[i] = k;
  if (i + k - 1 > r) { l = i - k + 1; r = i + k - 1; }
}
// even centres: d2[i] = number of even palindromes centred between i - 1 and i
for (let i = 0, l = 0, r = -1; i < n; i++) {
  let k = i > r ? 0 : Math.min(d2[l + r - i + 1], r - i + 1);
  while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] === s[i + k]) k++;
  d2[i] = k;
  if (i + k - 1 > r) { l = i - k; r = i + k - 1; }
}
let count = 0; // at most 1.25 * 10^11, exact in a double
let longest = 0;
for (let i = 0; i < n; i++) {
  count += d1[i] + d2[i];
  longest = Math.max(longest, 2 * d1[i] - 1, 2 * d2[i]);
}
console.log(`${count} ${longest}`);
