const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const v = data.slice(1, 1 + n);
let w = 0;
for (let i = 0; i < n; i++) if (v[i] !== 0) v[w++] = v[i];
while (w < n) v[w++] = 0;
process.stdout.write(`${v.join(' ')}\n`);
