// Sign handled separately, wrongly: the learner puts the below-sea-level samples first, but sorts
// both groups by magnitude, so -2 comes before -5 among the negatives.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

static ListNode* mergeByMagnitude(ListNode* a, ListNode* b) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (a && b) {
        if (abs(b->val) < abs(a->val)) { tail->next = b; b = b->next; }
        else { tail->next = a; a = a->next; }
        tail = tail->next;
    }
    tail->next = a ? a : b;
    return dummy.next;
}

static ListNode* sortByMagnitude(ListNode* head) {
    if (!head || !head->next) return head;
    ListNode* slow = head;
    ListNode* fast = head->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    ListNode* right = slow->next;
    slow->next = nullptr;
    return mergeByMagnitude(sortByMagnitude(head), sortByMagnitude(right));
}

ListNode* sortChain(ListNode* head) {
    ListNode negDummy(0), posDummy(0);
    ListNode *neg = &negDummy, *pos = &posDummy;
    for (ListNode* p = head; p; p = p->next) {
        if (p->val < 0) { neg->next = p; neg = p; }
        else { pos->next = p; pos = p; }
    }
    neg->next = nullptr;
    pos->next = nullptr;
    ListNode* negSorted = sortByMagnitude(negDummy.next);
    ListNode* posSorted = sortByMagnitude(posDummy.next);
    if (!negSorted) return posSorted;
    ListNode* t = negSorted;
    while (t->next) t = t->next;
    t->next = posSorted;
    return negSorted;
}

int main() {
    int n = 0;
    if (scanf("%d", &n) != 1) return 0;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    ListNode* r = sortChain(dummy.next);
    printf("%d\n", n);
    bool first = true;
    for (ListNode* p = r; p; p = p->next) {
        printf(first ? "%d" : " %d", p->val);
        first = false;
    }
    printf("\n");
}
