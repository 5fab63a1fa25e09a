const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Crews inspect every a-th, b-th and c-th post (posts 1, 2, 3, ...). Return the number of the k-th
// post (in increasing order) inspected by at least one crew. a, b, c and k are BigInts and the
// answer (up to 10^18, beyond exact Numbers) should be a BigInt too.
function kthInspected(a, b, c, k) {
  // TODO: write your solution here
  return 0n;
}

const q = Number(tokens[0]);
const out = [];
for (let t = 0; t < q; t++) {
  const [a, b, c, k] = tokens.slice(1 + 4 * t, 5 + 4 * t).map(BigInt);
  out.push(String(kthInspected(a, b, c, k)));
}
console.log(out.join('\n'));
