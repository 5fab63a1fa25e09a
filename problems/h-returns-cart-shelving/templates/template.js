'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// events[i] is a title x >= 1 for "+ x", or 0 for "-". Return one entry per "-": the title
// shelved or "EMPTY". Aim for O(1) per event.
function shelveBooks(events) {
  // TODO: write your solution here
  return [];
}

let t = 0;
const q = Number(tokens[t++]);
const events = [];
for (let i = 0; i < q; i++) events.push(tokens[t++] === '+' ? Number(tokens[t++]) : 0);
process.stdout.write(shelveBooks(events).map(String).join('\n') + '\n');
