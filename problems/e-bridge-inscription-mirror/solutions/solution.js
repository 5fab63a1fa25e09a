const text = require('fs').readFileSync(0, 'utf8');
const w = [];
for (let k = 0; k < text.length; k++) {
  const c = text.charCodeAt(k);
  if (c >= 97 && c <= 122) w.push(c);
  else if (c >= 65 && c <= 90) w.push(c + 32);
}
function mirrors(i, j) {
  while (i < j) if (w[i++] !== w[j--]) return false;
  return true;
}
let i = 0;
let j = w.length - 1;
while (i < j && w[i] === w[j]) {
  i++;
  j--;
}
let ans;
if (i >= j) ans = 0;
else ans = mirrors(i + 1, j) || mirrors(i, j - 1) ? 1 : -1;
console.log(String(ans));
