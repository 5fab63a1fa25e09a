const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// loads[i] is the net load of bay i + 1. Return the first bay (1-based) whose left and right
// sides weigh the same, or -1 if there is none. (Sums stay below 2^53: Numbers are exact.)
function firstTrimPoint(loads) {
  // TODO: write your solution here
  return -1;
}

const n = tokens[0];
console.log(firstTrimPoint(tokens.slice(1, 1 + n)));
