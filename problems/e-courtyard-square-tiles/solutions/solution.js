// Values reach 10^18 > 2^53, so the arithmetic uses BigInt. A binary search on BigInt would be
// slow-ish; instead start from the floating-point root and correct it with exact integer checks.
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const q = Number(tokens[0]);
const out = [];
for (let i = 1; i <= q; i++) {
  const x = BigInt(tokens[i]);
  let s = BigInt(Math.floor(Math.sqrt(Number(x))));
  while (s * s > x) s -= 1n;
  while ((s + 1n) * (s + 1n) <= x) s += 1n;
  out.push(`${s} ${x - s * s}`);
}
process.stdout.write(out.join('\n') + '\n');
