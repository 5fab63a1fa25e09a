#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: try every node in turn; for each candidate count the nodes before it (walking from the
// head) and the nodes from it to the tail (walking to the end). The middle is the first candidate
// with at least as many nodes before it as after it. O(n^2) walking instead of one pass.
ListNode* middleNode(ListNode* head) {
    for (ListNode* cand = head; cand; cand = cand->next) {
        int before = 0;
        for (ListNode* p = head; p != cand; p = p->next) before++;
        int after = 0;
        for (ListNode* p = cand->next; p; p = p->next) after++;
        // candidate is track before+1 of n = before+1+after; middle is floor(n/2)+1
        if (before == (before + 1 + after) / 2) return cand;
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
    ListNode* mid = middleNode(dummy.next);
    string vals;
    int count = 0;
    for (ListNode* p = mid; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    printf("%d\n%s\n", count, vals.c_str());
}
