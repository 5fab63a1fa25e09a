const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const t = lines[1].trim();
const MOD = 1000000007;
const m = t.length;
const ways = new Array(m + 1).fill(0); // choices in the border read so far that spell t[0..j-1]
ways[0] = 1;
// the motto positions holding each letter, in decreasing order
const at = Array.from({ length: 26 }, () => []);
for (let j = m; j >= 1; j--) at[t.charCodeAt(j - 1) - 97].push(j);
for (let i = 0; i < s.length; i++) {
  const list = at[s.charCodeAt(i) - 97];
  for (let k = 0; k < list.length; k++) {
    const j = list[k];
    let v = ways[j] + ways[j - 1];
    if (v >= MOD) v -= MOD;
    ways[j] = v;
  }
}
console.log(String(ways[m]));
