'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// belts is a flat array [u0, v0, u1, v1, ...]: belt i runs from station u_i to station v_i.
// Return an array of n booleans: true if every route from the station ends at a bay (a station
// without outgoing belts), false if a parcel there can be sent round forever.
function safeStations(n, belts) {
  // TODO: write your solution here
  return new Array(n).fill(false);
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const belts = t.slice(2, 2 + 2 * m);
process.stdout.write(`${safeStations(n, belts).map((s) => (s ? 'S' : 'L')).join('')}\n`);
