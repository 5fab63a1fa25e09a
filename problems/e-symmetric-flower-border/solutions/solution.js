const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function reverseList(head) {
  let prev = null;
  while (head !== null) {
    const nxt = head.next;
    head.next = prev;
    prev = head;
    head = nxt;
  }
  return prev;
}

function isSymmetric(head) {
  if (head === null) return true;
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  const second = reverseList(slow.next);
  let ok = true;
  for (let p = head, q = second; q !== null; p = p.next, q = q.next) {
    if (p.val !== q.val) {
      ok = false;
      break;
    }
  }
  slow.next = reverseList(second);
  return ok;
}

const n = data[0];
const dummy = new ListNode(0);
let tail = dummy;
for (let i = 0; i < n; i++) {
  tail.next = new ListNode(data[1 + i]);
  tail = tail.next;
}
console.log(isSymmetric(dummy.next) ? 'YES' : 'NO');
