const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// pages[i] is the page count of box i. Return the smallest integer speed v such that the sum of
// ceil(pages[i] / v) is at most H. (All values here stay below 2^53, so plain numbers are exact.)
function smallestSpeed(pages, H) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const H = data[1];
const pages = data.slice(2, 2 + n);
console.log(String(smallestSpeed(pages, H)));
