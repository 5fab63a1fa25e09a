const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}

// Each booking is [start, end] (inclusive). Return the busy blocks: the merged bookings,
// sorted by start, where bookings sharing at least one moment belong to the same block.
function mergeBookings(bookings) {
  // TODO: implement
  return [];
}

const n = nextInt();
const bookings = [];
for (let i = 0; i < n; i++) {
  const s = nextInt();
  const e = nextInt();
  bookings.push([s, e]);
}
const blocks = mergeBookings(bookings);
const lines = [String(blocks.length)];
for (const [s, e] of blocks) lines.push(`${s} ${e}`);
console.log(lines.join('\n'));
