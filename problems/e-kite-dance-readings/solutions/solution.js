const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = Number(data[0]);
let prev = Number(data[1]);
let up = 1; // longest dance so far ending with a rise
let down = 1; // ... ending with a fall
for (let i = 2; i <= n; i++) {
  const h = Number(data[i]);
  if (h > prev) up = down + 1;
  else if (h < prev) down = up + 1;
  prev = h;
}
console.log(String(Math.max(up, down)));
