const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Commands arrive in order. For type 1, value is the signature of a new crystal (return value
// ignored). For type 2, value is a signal x: return the largest x XOR (XOR of some selection of the
// crystals received so far). Keep whatever state you need between calls outside the function.
// (Values are below 2^30, so the 32-bit bitwise operators are safe.)
function processCommand(type, value) {
  // TODO: write your solution here
  return 0;
}

const q = data[0];
const out = [];
for (let i = 0; i < q; i++) {
  const type = data[1 + 2 * i];
  const answer = processCommand(type, data[2 + 2 * i]);
  if (type === 2) out.push(String(answer));
}
console.log(out.join('\n'));
