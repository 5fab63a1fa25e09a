// Missing empty-group case: without dummy nodes the learner joins the groups with
// lowTail->next = highHead, which dereferences a null pointer when no reading is below x.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* splitAround(ListNode* head, int x) {
    ListNode *lowHead = nullptr, *lowTail = nullptr, *highHead = nullptr, *highTail = nullptr;
    for (ListNode* p = head; p; p = p->next) {
        if (p->val < x) {
            if (!lowHead) lowHead = p; else lowTail->next = p;
            lowTail = p;
        } else {
            if (!highHead) highHead = p; else highTail->next = p;
            highTail = p;
        }
    }
    if (highTail) highTail->next = nullptr;
    if (!head) return nullptr;
    lowTail->next = highHead;
    return lowHead;
}

int main() {
    int n = 0;
    scanf("%d", &n);
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    int x;
    scanf("%d", &x);
    ListNode* r = splitAround(dummy.next, x);
    printf("%d\n", n);
    bool first = true;
    for (ListNode* p = r; p; p = p->next) {
        printf(first ? "%d" : " %d", p->val);
        first = false;
    }
    printf("\n");
}
