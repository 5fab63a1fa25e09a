// Return an array with the maximum of every window a[i..i+k-1], for i = 0 .. n-k, in order.
function windowPeaks(a, k) {
  // TODO: implement
  return [];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const k = data[1];
const a = data.slice(2, 2 + n);
process.stdout.write(windowPeaks(a, k).join(' ') + '\n');
