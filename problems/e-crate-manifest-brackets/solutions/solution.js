const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0]);
const s = lines[1].trim();
const OPEN = '([{<';
const CLOSE = ')]}>';
const st = new Int32Array(n);
let top = 0;
let answer = null;
for (let i = 0; i < n; i++) {
  const c = s[i];
  if (OPEN.includes(c)) {
    st[top++] = i;
  } else {
    const k = CLOSE.indexOf(c);
    if (k >= 0) {
      if (top === 0 || OPEN.indexOf(s[st[top - 1]]) !== k) {
        answer = i;
        break;
      }
      top--;
    }
  }
}
if (answer === null) answer = top === 0 ? -1 : st[0];
console.log(String(answer));
