'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Return the length of the longest run of consecutive integers present in tags (0 if tags is empty).
function longestStreak(tags) {
  // TODO: find the longest streak in O(n) or O(n log n)
  return 0;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const tags = t.slice(1, 1 + n);
process.stdout.write(`${longestStreak(tags)}\n`);
