const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Return the largest s with s * s <= tiles, as a BigInt (0n <= tiles <= 10n ** 18n).
// Values beyond 2^53 are not exact as plain numbers, so tiles is a BigInt.
function largestSide(tiles) {
  // TODO: write your solution here
  return 0n;
}

const q = Number(tokens[0]);
const out = [];
for (let i = 1; i <= q; i++) {
  const x = BigInt(tokens[i]);
  const s = largestSide(x);
  out.push(`${s} ${x - s * s}`);
}
process.stdout.write(out.join('\n') + '\n');
