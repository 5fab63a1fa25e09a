const [nLine, s, t] = require('fs').readFileSync(0, 'utf8').split('\n').map((x) => x.trim());
const n = Number(nLine);
const cs = new Int32Array(26);
const ct = new Int32Array(26);
for (let i = 0; i < n; i++) {
  cs[s.charCodeAt(i) - 97]++;
  ct[t.charCodeAt(i) - 97]++;
}
let keep = 0;
for (let c = 0; c < 26; c++) keep += Math.min(cs[c], ct[c]);
console.log(n - keep);
