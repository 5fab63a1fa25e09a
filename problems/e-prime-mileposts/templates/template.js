const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// trips[i] = [l, r]. Return, for every trip, the number of primes p with l <= p <= r.
function countPrimeMileposts(trips) {
  // TODO: write your solution here
  return trips.map(() => 0);
}

const q = Number(tokens[0]);
const trips = new Array(q);
for (let i = 0; i < q; i++) trips[i] = [Number(tokens[1 + 2 * i]), Number(tokens[2 + 2 * i])];
process.stdout.write(`${countPrimeMileposts(trips).join('\n')}\n`);
