const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const v = data.slice(1, 1 + n);
let cand = 0;
let cnt = 0;
for (const x of v) {
  if (cnt === 0) {
    cand = x;
    cnt = 1;
  } else if (x === cand) cnt++;
  else cnt--;
}
let occ = 0;
for (const x of v) if (x === cand) occ++;
console.log(String(2 * occ > n ? cand : -1));
