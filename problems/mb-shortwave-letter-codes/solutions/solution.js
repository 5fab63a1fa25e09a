'use strict';
const data = require('fs').readFileSync(0, 'utf8');

const MOD = 1000000007;

// ways[i] = ways[i-1] (last piece is one digit) + ways[i-2] (last piece is 10..26), rolling two values.
function countReadings(s) {
  let prev2 = 0;
  let prev1 = 1;
  for (let i = 1; i <= s.length; i++) {
    let cur = 0;
    if (s[i - 1] !== '0') cur = prev1;
    if (i >= 2) {
      const two = (s.charCodeAt(i - 2) - 48) * 10 + (s.charCodeAt(i - 1) - 48);
      if (two >= 10 && two <= 26) cur += prev2;
    }
    cur %= MOD;
    prev2 = prev1;
    prev1 = cur;
  }
  return prev1;
}

const s = data.trim();
process.stdout.write(`${countReadings(s)}\n`);
