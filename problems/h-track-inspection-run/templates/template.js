'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// tracks is a flat array [u0, v0, u1, v1, ...]: one-way tracks from u to v. Return the
// lexicographically smallest array of stations of a run from depot 0 that uses every track
// exactly once, or null if there is no such run.
function inspectionRun(n, tracks) {
  // TODO: write your solution here
  return null;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const run = inspectionRun(n, t.slice(2, 2 + 2 * m));
process.stdout.write(run === null ? '-1\n' : `${run.join(' ')}\n`);
