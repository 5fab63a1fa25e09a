const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// price[i] = [red, white, blue]: the prices of painting cottage i in each colour. Return the
// smallest total price when neighbouring cottages must get different colours.
function cheapestRow(price) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const price = [];
for (let i = 0; i < n; i++) price.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(String(cheapestRow(price)));
