const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return the 1-based starting positions of ALL occurrences of p in t (overlapping ones too),
// in increasing order. Tip: the prefix function (Knuth-Morris-Pratt).
function motifStarts(t, p) {
  // TODO: write your solution here
  return [];
}

const starts = motifStarts(lines[0].trim(), lines[1].trim());
process.stdout.write(starts.length > 0 ? `${starts.length}\n${starts.slice(0, 10).join(' ')}\n` : '0\n');
