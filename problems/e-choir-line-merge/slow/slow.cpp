#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: join the second line onto the end of the first, then bubble-sort the joined list by
// swapping values, pass after pass, until a pass swaps nothing. Correct (the values come out
// non-decreasing), but a small height at the end of the second line moves one place per pass:
// O((n + m)^2) instead of one merging walk.
ListNode* mergeLines(ListNode* a, ListNode* b) {
    if (!a) return b;
    ListNode* t = a;
    while (t->next) t = t->next;
    t->next = b;
    bool swapped = true;
    while (swapped) {
        swapped = false;
        for (ListNode* p = a; p->next; p = p->next) {
            if (p->next->val < p->val) {
                swap(p->val, p->next->val);
                swapped = true;
            }
        }
    }
    return a;
}

ListNode* readList() {
    int n;
    scanf("%d", &n);
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    return dummy.next;
}

int main() {
    ListNode* a = readList();
    ListNode* b = readList();
    ListNode* head = mergeLines(a, b);
    string vals;
    int count = 0;
    for (ListNode* p = head; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    printf("%d\n%s\n", count, vals.c_str());
}
