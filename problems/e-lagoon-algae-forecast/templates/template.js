const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Return a^b mod m (a number in 0..m-1). a and m are Numbers (a <= 10^9, m <= 2 * 10^9); b is a BigInt (up to
// 10^18, too large for an exact Number). Careful: a product of two numbers below m can pass 2^53,
// where Numbers lose precision; use BigInt or split a factor.
function powerMod(a, b, m) {
  // TODO: write your solution here
  return 0;
}

const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  out.push(String(powerMod(Number(tokens[1 + 3 * i]), BigInt(tokens[2 + 3 * i]), Number(tokens[3 + 3 * i]))));
}
console.log(out.join('\n'));
