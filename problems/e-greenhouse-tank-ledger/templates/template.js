const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// change[i] is the net change on day i + 1 (the array is 0-indexed, days are 1-indexed).
// queries[k] = [l, r]; return the total change over days l..r for every query, in order.
// (All sums stay below 2^53 in absolute value, so plain numbers are exact.)
function answerQueries(change, queries) {
  const result = new Array(queries.length).fill(0);
  // TODO: write your solution here
  return result;
}

const n = data[0];
const q = data[1];
const change = data.slice(2, 2 + n);
const queries = [];
for (let k = 0; k < q; k++) queries.push([data[2 + n + 2 * k], data[3 + n + 2 * k]]);
const result = answerQueries(change, queries);
process.stdout.write(result.map(String).join('\n') + '\n');
