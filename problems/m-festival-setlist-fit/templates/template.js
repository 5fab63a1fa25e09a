const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

// d[i] is the duration of song i + 1; clashes[k] = [u, v] is a clashing pair (1-based, either
// order). Count the sets of songs with total duration exactly T that contain no clashing pair,
// and find the lexicographically smallest one. Return { count, smallest } where smallest is the
// array of 1-based songs (empty if there is no setlist). Sums stay below 2^53, so plain numbers
// are exact. Tip: backtracking with bit masks.
function planSetlists(d, clashes, T) {
  // TODO: write your solution here
  return { count: 0, smallest: [] };
}

let pos = 0;
const n = Number(tok[pos++]);
const m = Number(tok[pos++]);
const T = Number(tok[pos++]);
const d = [];
for (let i = 0; i < n; i++) d.push(Number(tok[pos++]));
const clashes = [];
for (let k = 0; k < m; k++) clashes.push([Number(tok[pos++]), Number(tok[pos++])]);
const r = planSetlists(d, clashes, T);
process.stdout.write(r.count > 0 ? `${r.count}\n${r.smallest.join(' ')}\n` : '0\n');
