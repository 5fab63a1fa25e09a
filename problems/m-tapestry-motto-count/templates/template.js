const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return the number of ways to pick positions i_1 < ... < i_m in s whose letters spell t,
// modulo 1 000 000 007.
function countReadings(s, t) {
  // TODO: write your solution here
  return 0;
}

console.log(String(countReadings(lines[0].trim(), lines[1].trim())));
