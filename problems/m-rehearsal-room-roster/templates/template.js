const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Booking i uses a room during [starts[i], ends[i]). Assign rooms by the caretaker's rule and
// return the room number (1-based) of every booking in input order. The number of rooms used is
// printed as the largest number in the result.
function assignRooms(starts, ends) {
  // TODO: write your solution here
  return starts.map(() => 0);
}

const n = data[0];
const starts = [];
const ends = [];
for (let i = 0; i < n; i++) {
  starts.push(data[1 + 2 * i]);
  ends.push(data[2 + 2 * i]);
}
const room = assignRooms(starts, ends);
let k = 0;
for (const r of room) if (r > k) k = r;
process.stdout.write(`${k}\n${room.join(' ')}\n`);
