const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// events[i] is { kind, x }: kind '+' (place a bid x), '-' (withdraw a bid x) or '?' (ask for the
// median). Replay the events on an empty board and return one answer per '?': the median (the
// lower middle one for an even count), or the string 'EMPTY'. Aim for O(log q) per event.
function replayBoard(events) {
  // TODO: write your solution here
  return [];
}

const q = Number(lines[0]);
const events = [];
for (let i = 1; i <= q; i++) {
  const kind = lines[i][0];
  events.push({ kind, x: kind === '?' ? 0 : Number(lines[i].slice(2)) });
}
const answers = replayBoard(events);
process.stdout.write(answers.map(String).join('\n') + '\n');
