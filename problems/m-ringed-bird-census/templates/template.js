const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Observation i says: photo photos[i] shows ring code codes[i].
// Return, after each observation, the number of different birds among the n photos.
function birdCounts(n, photos, codes) {
  // TODO: write your solution here
  return photos.map(() => 0);
}

const n = Number(tokens[0]);
const q = Number(tokens[1]);
const photos = new Array(q);
const codes = new Array(q);
for (let i = 0; i < q; i++) {
  photos[i] = Number(tokens[2 + 2 * i]);
  codes[i] = Number(tokens[3 + 2 * i]);
}
process.stdout.write(`${birdCounts(n, photos, codes).join('\n')}\n`);
