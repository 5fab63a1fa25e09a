'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Return the k most played ids: more plays first, ties broken by the smaller id.
function topTracks(plays, k) {
  // TODO: build the chart
  return [];
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const k = t[1];
const plays = t.slice(2, 2 + n);
process.stdout.write(`${topTracks(plays, k).join(' ')}\n`);
