const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Keep the first m copies of every number, moved to the front of `stamps` in order;
// return how many entries are kept.
function compactAlbum(stamps, m) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const m = data[1];
const stamps = data.slice(2, 2 + n);
const k = compactAlbum(stamps, m);
process.stdout.write(`${k}\n${stamps.slice(0, k).join(' ')}\n`);
