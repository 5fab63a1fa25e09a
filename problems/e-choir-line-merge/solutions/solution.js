const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeLines(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a !== null && b !== null) {
    if (b.val < a.val) {
      tail.next = b;
      b = b.next;
    } else {
      tail.next = a;
      a = a.next;
    }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b;
  return dummy.next;
}

let pos = 0;
function readList() {
  const n = data[pos++];
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let i = 0; i < n; i++) {
    tail.next = new ListNode(data[pos++]);
    tail = tail.next;
  }
  return dummy.next;
}

const a = readList();
const b = readList();
const vals = [];
for (let p = mergeLines(a, b); p !== null; p = p.next) vals.push(p.val);
process.stdout.write(`${vals.length}\n${vals.join(' ')}\n`);
