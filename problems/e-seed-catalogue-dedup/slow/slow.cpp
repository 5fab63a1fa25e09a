// Naive: treats the list like an array. Every step recounts the list's length from the head and
// fetches positions i-1 and i by walking from the head again, then unlinks position i when the
// two codes are equal. Correct, but O(n^2) node visits instead of one pass.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

int length(ListNode* head) {
    int len = 0;
    for (ListNode* p = head; p; p = p->next) len++;
    return len;
}

ListNode* nodeAt(ListNode* head, int i) {
    ListNode* p = head;
    while (i-- > 0) p = p->next;
    return p;
}

ListNode* removeRepeats(ListNode* head) {
    int i = 1;
    while (i < length(head)) {
        ListNode* prev = nodeAt(head, i - 1);
        ListNode* cur = nodeAt(head, i);
        if (prev->val == cur->val) {
            prev->next = cur->next;
            delete cur;
        } else {
            i++;
        }
    }
    return head;
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
    ListNode* head = removeRepeats(dummy.next);
    string vals;
    int count = 0;
    for (ListNode* p = head; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    printf("%d\n%s\n", count, vals.c_str());
}
