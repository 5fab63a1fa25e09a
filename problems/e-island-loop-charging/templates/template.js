const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// charge[i] is added at stop i; drive[i] is used on the leg from stop i to stop (i + 1) % n.
// Return the smallest start stop from which the van completes the loop (battery starts empty and
// never goes below 0), or -1 if there is none. (Sums stay below 2^53, so plain numbers are exact.)
function smallestStart(charge, drive) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
const charge = data.slice(1, 1 + n);
const drive = data.slice(1 + n, 1 + 2 * n);
console.log(String(smallestStart(charge, drive)));
