const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const s = new Array(n);
const e = new Array(n);
for (let i = 0; i < n; i++) {
  s[i] = data[1 + 2 * i];
  e[i] = data[2 + 2 * i];
}
const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => s[a] - s[b] || a - b);
let answer = '-1';
for (let j = 1; j < n; j++) {
  const prev = order[j - 1];
  const cur = order[j];
  if (s[cur] < e[prev]) {
    answer = `${prev + 1} ${cur + 1}`;
    break;
  }
}
console.log(answer);
