const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

// x is an unsigned 32-bit value (0 .. 2^32 - 1). Return [the 32 bits of x in reverse order as an
// unsigned value, the number of set bits of x]. Bitwise operators are signed in JavaScript:
// finish with >>> 0. Tip: 32 steps of "shift left, add the lowest bit of x, shift x right".
function mirrorSignal(x) {
  // TODO: write your solution here
  return [0, 0];
}

const q = Number(tok[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [r, lit] = mirrorSignal(Number(tok[1 + i]));
  out.push(`${r} ${lit}`);
}
process.stdout.write(`${out.join('\n')}\n`);
