const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// ballots[i] is the registration number on ballot i. Return, in increasing order, every number
// that appears on strictly more than ballots.length / 3 ballots (an empty array if none).
function outrightWinners(ballots) {
  // TODO: write your solution here
  return [];
}

const n = data[0];
const winners = outrightWinners(data.slice(1, 1 + n));
console.log(winners.length === 0 ? '-1' : winners.join(' '));
