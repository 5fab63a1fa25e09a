// Off-by-one in the comparison loop: after reversing the second half the learner stops while
// q->next exists, so the innermost pair (and for n = 2 or 3 the only pair) is never compared.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* reverseList(ListNode* head) {
    ListNode* prev = nullptr;
    while (head) {
        ListNode* nxt = head->next;
        head->next = prev;
        prev = head;
        head = nxt;
    }
    return prev;
}

bool isSymmetric(ListNode* head) {
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast->next && fast->next->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    ListNode* second = reverseList(slow->next);
    bool ok = true;
    ListNode* p = head;
    ListNode* q = second;
    while (q && q->next) {
        if (p->val != q->val) {
            ok = false;
            break;
        }
        p = p->next;
        q = q->next;
    }
    slow->next = reverseList(second);
    return ok;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    puts(isSymmetric(dummy.next) ? "YES" : "NO");
}
