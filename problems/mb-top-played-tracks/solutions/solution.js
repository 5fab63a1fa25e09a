'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Count with a Map, then sort ids by plays desc, id asc.
function topTracks(plays, k) {
  const count = new Map();
  for (const id of plays) count.set(id, (count.get(id) || 0) + 1);
  const ids = [...count.keys()];
  ids.sort((a, b) => count.get(b) - count.get(a) || a - b);
  return ids.slice(0, k);
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const k = t[1];
const plays = t.slice(2, 2 + n);
process.stdout.write(`${topTracks(plays, k).join(' ')}\n`);
