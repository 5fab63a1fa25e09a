const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);

// times[i] and ships[i] describe message i (times are non-decreasing). Return a string of
// times.length characters: 'A' if message i is forwarded, 'D' if it is dropped.
function replayRelay(k, w, times, ships) {
  // TODO: write your solution here
  return 'D'.repeat(times.length);
}

const k = Number(tokens[0]);
const w = Number(tokens[1]);
const q = Number(tokens[2]);
const times = [];
const ships = [];
for (let i = 0; i < q; i++) {
  times.push(Number(tokens[3 + 2 * i]));
  ships.push(tokens[4 + 2 * i]);
}
process.stdout.write(replayRelay(k, w, times, ships) + '\n');
