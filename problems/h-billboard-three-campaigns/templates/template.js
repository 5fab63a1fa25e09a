const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// v[i] is the forecast for day i. Choose three non-overlapping blocks of k consecutive days with the
// largest total; on ties the lexicographically smallest start days. Return [total, s1, s2, s3].
function bestCampaigns(v, k) {
  // TODO: write your solution here
  return [0, 0, 0, 0];
}

const n = data[0];
const k = data[1];
const r = bestCampaigns(data.slice(2, 2 + n), k);
console.log(`${r[0]}\n${r[1]} ${r[2]} ${r[3]}`);
