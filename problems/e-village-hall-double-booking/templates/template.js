const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Booking i (0-based here) occupies [starts[i], ends[i]). Return the ledger numbers (1-based) of the
// pair described in the statement, as [above, clashing], or null if no two bookings clash.
function findClash(starts, ends) {
  // TODO: write your solution here
  return null;
}

const n = data[0];
const starts = [];
const ends = [];
for (let i = 0; i < n; i++) {
  starts.push(data[1 + 2 * i]);
  ends.push(data[2 + 2 * i]);
}
const ans = findClash(starts, ends);
console.log(ans === null ? '-1' : `${ans[0]} ${ans[1]}`);
