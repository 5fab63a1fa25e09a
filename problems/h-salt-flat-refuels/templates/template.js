'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// The finish is D km away, the car starts with F litres (1 litre per km); depot i is at pos[i]
// (increasing) with fuel[i] litres. Return the minimum number of stops, or -1.
function minStops(D, F, pos, fuel) {
  // TODO: write your solution here
  return -1;
}

const n = Number(tokens[0]);
const D = Number(tokens[1]);
const F = Number(tokens[2]);
const pos = [];
const fuel = [];
for (let i = 0; i < n; i++) {
  pos.push(Number(tokens[3 + 2 * i]));
  fuel.push(Number(tokens[4 + 2 * i]));
}
process.stdout.write(`${minStops(D, F, pos, fuel)}\n`);
