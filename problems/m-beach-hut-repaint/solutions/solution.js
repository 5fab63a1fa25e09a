const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, k] = lines[0].trim().split(' ').map(Number);
const s = lines[1].trim();
const code = new Uint8Array(n);
for (let i = 0; i < n; i++) code[i] = s.charCodeAt(i) - 65;
let best = 0;
let bestStart = 0;
for (let c = 0; c < 26; c++) {
  let others = 0;
  let l = 0;
  for (let r = 0; r < n; r++) {
    if (code[r] !== c) others++;
    while (others > k) {
      if (code[l] !== c) others--;
      l++;
    }
    const len = r - l + 1;
    if (len > best || (len === best && l < bestStart)) {
      best = len;
      bestStart = l;
    }
  }
}
console.log(`${best} ${bestStart + 1}`);
