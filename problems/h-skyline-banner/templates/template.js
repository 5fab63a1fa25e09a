// Return the largest area of a rectangle that fits under the buildings h[0..n-1].
// Areas stay below 2^53, so plain JavaScript numbers are exact here.
function largestBanner(h) {
  // TODO: implement
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const h = data.slice(1, 1 + n);
console.log(String(largestBanner(h)));
