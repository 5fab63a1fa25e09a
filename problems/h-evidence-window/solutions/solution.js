const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const t = lines[1].trim();
const need = new Int32Array(128);
for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
let missing = t.length;
let bestLen = Infinity, bestL = -1;
const n = s.length;
for (let l = 0, r = 0; r < n; r++) {
  if (need[s.charCodeAt(r)]-- > 0) missing--;
  while (missing === 0) {
    if (r - l + 1 < bestLen) { bestLen = r - l + 1; bestL = l; }
    if (++need[s.charCodeAt(l)] > 0) missing++;
    l++;
  }
}
if (bestL < 0) process.stdout.write('-1\n');
else process.stdout.write(bestLen + '\n' + s.substring(bestL, bestL + bestLen) + '\n');
