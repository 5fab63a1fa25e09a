const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// tags holds n distinct values from 0..n; return the one value of 0..n that is not in it.
function missingTag(tags) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(missingTag(data.slice(1, 1 + n))));
