// Return the number of pairs i < j with a[i] > a[j].
// The count stays below 2^53, so a plain JavaScript number is exact here.
function disorderScore(a) {
  // TODO: implement
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
console.log(String(disorderScore(a)));
