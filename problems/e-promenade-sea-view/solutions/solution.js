const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
let best = 0;
let views = 0;
for (let i = n; i >= 1; i--) {
  if (data[i] > best) {
    views++;
    best = data[i];
  }
}
console.log(String(views));
