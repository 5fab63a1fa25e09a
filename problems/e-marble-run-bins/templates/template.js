const k = Number(require('fs').readFileSync(0, 'utf8').trim());
const MOD = 1000000007;

// Return k + 1 numbers: for every bin j = 0..k, the number of different paths that end in bin j,
// modulo 1 000 000 007.
function binPaths(k) {
  const result = new Array(k + 1).fill(0);
  // TODO: write your solution here
  return result;
}

console.log(binPaths(k).join(' '));
