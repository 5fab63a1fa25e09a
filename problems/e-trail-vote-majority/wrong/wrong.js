// Mistake: trusts the Boyer-Moore candidate whenever its final counter is positive and skips the
// second pass that counts its ballots, so "1 2 3" elects trail 3.
const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
let cand = 0;
let cnt = 0;
for (let i = 1; i <= n; i++) {
  const x = data[i];
  if (cnt === 0) { cand = x; cnt = 1; } else if (x === cand) cnt++; else cnt--;
}
process.stdout.write(`${cnt > 0 ? cand : -1}\n`);
