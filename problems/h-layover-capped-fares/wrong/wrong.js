// Forgotten case src = dst: the learner's layers count itineraries with exactly j >= 1 flights,
// so a traveller already at dst gets a round trip's price (or -1) instead of 0.
const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const n = data[p++];
const m = data[p++];
const eu = [], ev = [], ew = [];
for (let i = 0; i < m; i++) {
  eu.push(data[p++]);
  ev.push(data[p++]);
  ew.push(data[p++]);
}
const src = data[p++], dst = data[p++], k = data[p++];
let layer = new Array(n).fill(Infinity);
layer[src] = 0;
let best = Infinity;
for (let flights = 1; flights <= k + 1; flights++) {
  const nextLayer = new Array(n).fill(Infinity);
  for (let i = 0; i < m; i++) {
    if (layer[eu[i]] === Infinity) continue;
    const c = layer[eu[i]] + ew[i];
    if (c < nextLayer[ev[i]]) nextLayer[ev[i]] = c;
  }
  layer = nextLayer;
  if (layer[dst] < best) best = layer[dst];
}
process.stdout.write(`${best === Infinity ? -1 : best}\n`);
