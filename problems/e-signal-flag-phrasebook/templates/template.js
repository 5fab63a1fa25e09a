const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return true if the flag signal and the message words match one-to-one.
function signalMatches(signal, words) {
  // TODO: write your solution here
  return false;
}

const q = Number(lines[0]);
const out = [];
for (let t = 0; t < q; t++) {
  const signal = lines[1 + 2 * t];
  const words = lines[2 + 2 * t].split(' ');
  out.push(signalMatches(signal, words) ? 'yes' : 'no');
}
process.stdout.write(out.join('\n') + '\n');
