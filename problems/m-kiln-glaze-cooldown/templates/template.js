const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// glazes[i] is the glaze of tray i; after a glaze is fired, at least c hours must pass before the
// same glaze is fired again. Return the minimum number of hours to fire every tray.
// (The answer stays below 2^53, so a plain number is exact.)
function minimumHours(glazes, c) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const c = data[1];
console.log(String(minimumHours(data.slice(2, 2 + n), c)));
