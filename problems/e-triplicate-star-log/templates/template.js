const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

// Every value of a appears exactly three times except one, which appears once or twice.
// Return that value (ideally with O(1) extra memory).
function missedOffset(a) {
  // TODO: write your solution here
  return 0;
}

const n = Number(data[0]);
const a = [];
for (let i = 1; i <= n; i++) a.push(Number(data[i]));
console.log(String(missedOffset(a)));
