const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// Return the length of the longest sequence of notes that appears, in order
// (not necessarily contiguously), in both recordings.
function longestSharedThread(first, second) {
  // TODO: implement
  return 0;
}

console.log(String(longestSharedThread(tok[0], tok[1])));
