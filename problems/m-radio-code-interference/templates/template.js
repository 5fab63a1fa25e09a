const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

// a holds the 16-bit codes (0 <= a[i] < 65536). Return [M, count]: M = the maximum of
// a[i] XOR a[j] over i < j, count = the number of pairs i < j with a[i] XOR a[j] === M
// (below 2^53, so a plain number is exact). Tip: a binary trie over the bits, highest bit first.
function strongestInterference(a) {
  // TODO: write your solution here
  return [0, 0];
}

const n = Number(tok[0]);
const a = new Int32Array(n);
for (let i = 0; i < n; i++) a[i] = Number(tok[1 + i]);
const [m, count] = strongestInterference(a);
console.log(`${m} ${count}`);
