const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Return the sizes of the consignments (groups of labels that are anagrams of each other),
// from the largest to the smallest.
function consignmentSizes(labels) {
  // TODO: write your solution here
  return [];
}

const n = Number(tokens[0]);
const sizes = consignmentSizes(tokens.slice(1, 1 + n));
process.stdout.write(`${sizes.length}\n${sizes.join(' ')}\n`);
