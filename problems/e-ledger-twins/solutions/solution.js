const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const t = data[1];
const first = new Map();
let answer = '-1';
for (let j = 0; j < n; j++) {
  const x = data[2 + j];
  const i = first.get(t - x);
  if (i !== undefined) {
    answer = `${i} ${j}`;
    break;
  }
  if (!first.has(x)) first.set(x, j);
}
console.log(answer);
