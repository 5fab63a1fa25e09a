'use strict';
const data = require('fs').readFileSync(0, 'utf8');

const MOD = 1000000007;

// Return the number of ways to split s into letter codes 1..26 (no leading zeros), modulo 1000000007.
function countReadings(s) {
  // TODO: count the readings
  return 0;
}

const s = data.trim();
process.stdout.write(`${countReadings(s)}\n`);
