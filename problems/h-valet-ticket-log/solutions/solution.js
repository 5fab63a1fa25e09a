const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;
const best = new Int32Array(n); // longest balanced substring ending at i
let L = 0;
let count = 0;
for (let i = 1; i < n; i++) {
  if (s.charCodeAt(i) !== 41) continue; // ')'
  const j = i - best[i - 1] - 1; // the character this ')' could close
  if (j >= 0 && s.charCodeAt(j) === 40) {
    best[i] = best[i - 1] + 2 + (j >= 1 ? best[j - 1] : 0);
    if (best[i] > L) { L = best[i]; count = 1; } else if (best[i] === L) count++;
  }
}
console.log(`${L} ${L === 0 ? 0 : count}`);
