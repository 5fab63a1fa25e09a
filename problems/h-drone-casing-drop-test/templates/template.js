const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// k and n are BigInts. Return, as a BigInt, the smallest number of drops that guarantees finding
// the critical height on a tower of n platforms with k casings (n goes up to 10^18 > 2^53).
function fewestDrops(k, n) {
  // TODO: write your solution here
  return 0n;
}

const q = Number(data[0]);
const out = [];
for (let t = 0; t < q; t++) out.push(String(fewestDrops(BigInt(data[1 + 2 * t]), BigInt(data[2 + 2 * t]))));
process.stdout.write(out.join('\n') + '\n');
