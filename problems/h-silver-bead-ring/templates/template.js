const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// masses[i] is the mass of bead i + 1 around the ring (the last bead touches the first).
// Return the minimum total fuel to fuse the whole ring into one bead
// (totals stay below 2^53, so a Number is exact).
function minFusionFuel(masses) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
console.log(String(minFusionFuel(tokens.slice(1, 1 + n))));
