const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;
const m = 2 * n + 1;
// codes of s + '#' + reverse(s)
const t = new Uint8Array(m);
for (let i = 0; i < n; i++) {
  const code = s.charCodeAt(i);
  t[i] = code;
  t[2 * n - i] = code;
}
t[n] = 35;
// prefix function of t
const pi = new Int32Array(m);
for (let i = 1; i < m; i++) {
  let k = pi[i - 1];
  while (k > 0 && t[i] !== t[k]) k = pi[k - 1];
  if (t[i] === t[k]) k++;
  pi[i] = k;
}
// pi[m - 1]: longest prefix of s that is a palindrome
console.log(String(n - pi[m - 1]));
