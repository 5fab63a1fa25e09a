const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = Number(data[0]);
let red = 0; // cheapest plan so far ending in red
let white = 0;
let blue = 0;
for (let i = 0; i < n; i++) {
  const r = Number(data[1 + 3 * i]);
  const w = Number(data[2 + 3 * i]);
  const b = Number(data[3 + 3 * i]);
  const nr = r + Math.min(white, blue);
  const nw = w + Math.min(red, blue);
  const nb = b + Math.min(red, white);
  red = nr;
  white = nw;
  blue = nb;
}
console.log(String(Math.min(red, white, blue)));
