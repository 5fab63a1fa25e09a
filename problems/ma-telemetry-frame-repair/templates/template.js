const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// Return the minimum number of single-character insertions, deletions and replacements
// that turn `received` into `reference`.
function repairCost(received, reference) {
  // TODO: implement
  return 0;
}

console.log(String(repairCost(tok[0], tok[1])));
