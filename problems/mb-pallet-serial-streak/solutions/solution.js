'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Hash set; start walking only at tags whose predecessor is absent (the start of a streak).
function longestStreak(tags) {
  const present = new Set(tags);
  let best = 0;
  for (const t of present) {
    if (present.has(t - 1)) continue;
    let len = 1;
    while (present.has(t + len)) len++;
    if (len > best) best = len;
  }
  return best;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const tags = t.slice(1, 1 + n);
process.stdout.write(`${longestStreak(tags)}\n`);
