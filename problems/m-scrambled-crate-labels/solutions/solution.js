const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = Number(tokens[0]);
const count = new Map();
for (let i = 1; i <= n; i++) {
  const key = tokens[i].split('').sort().join('');
  count.set(key, (count.get(key) || 0) + 1);
}
const sizes = [...count.values()].sort((a, b) => b - a);
process.stdout.write(`${sizes.length}\n${sizes.join(' ')}\n`);
