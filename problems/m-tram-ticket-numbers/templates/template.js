const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// L and R are BigInts. Return, as a BigInt, how many integers x with L <= x <= R are clear: no
// two neighbouring digits of x are equal. (Answers exceed 2^53: stay in BigInt.)
function countClearInRange(L, R) {
  // TODO: write your solution here
  return 0n;
}

const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) out.push(String(countClearInRange(BigInt(data[1 + 2 * i]), BigInt(data[2 + 2 * i]))));
process.stdout.write(out.join('\n') + '\n');
