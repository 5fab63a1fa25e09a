// Return the maximum total score for firing all shells with brightnesses b.
// Totals stay far below 2^53, so plain JavaScript numbers are exact here.
function bestShow(b) {
  // TODO: implement
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
console.log(String(bestShow(data.slice(1, 1 + n))));
