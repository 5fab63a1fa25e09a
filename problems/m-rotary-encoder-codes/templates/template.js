const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// The disc has 2^B positions; position k carries the code k XOR (k >> 1).
// a and b are BigInts (values reach 2^60, beyond exact Numbers); return a BigInt.
// type 1: return the code at position a (b is unused).
// type 2: return the position of code a (b is unused).
// type 3: return the clockwise steps from the position of code a to the position of code b,
//         in 0 .. 2^B - 1.
function answerQuery(B, type, a, b) {
  // TODO: write your solution here
  return 0n;
}

const [B, q] = lines[0].trim().split(/\s+/).map(Number);
const out = [];
for (let i = 1; i <= q; i++) {
  const t = lines[i].trim().split(/\s+/);
  out.push(String(answerQuery(B, Number(t[0]), BigInt(t[1]), t.length > 2 ? BigInt(t[2]) : 0n)));
}
console.log(out.join('\n'));
