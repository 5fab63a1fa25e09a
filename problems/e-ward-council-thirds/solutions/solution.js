const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const V = 100000;
const cnt = new Int32Array(V + 1);
for (let i = 1; i <= n; i++) cnt[data[i]]++;
const winners = [];
for (let c = 1; c <= V; c++) if (3 * cnt[c] > n) winners.push(c);
console.log(winners.length === 0 ? '-1' : winners.join(' '));
