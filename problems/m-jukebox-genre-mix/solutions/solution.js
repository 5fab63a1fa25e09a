const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
// compress genres to 0 .. d - 1
const ids = new Map();
const g = new Int32Array(n);
for (let i = 0; i < n; i++) {
  const v = data[2 + i];
  let id = ids.get(v);
  if (id === undefined) {
    id = ids.size;
    ids.set(v, id);
  }
  g[i] = id;
}
const d = ids.size;
// counts stay below 2^53: plain numbers are exact
function atMost(x) {
  if (x <= 0) return 0;
  const cnt = new Int32Array(d);
  let count = 0;
  let kinds = 0;
  let first = 0;
  for (let j = 0; j < n; j++) {
    if (cnt[g[j]]++ === 0) kinds++;
    while (kinds > x) {
      if (--cnt[g[first++]] === 0) kinds--;
    }
    count += j - first + 1;
  }
  return count;
}
console.log(String(atMost(k) - atMost(k - 1)));
