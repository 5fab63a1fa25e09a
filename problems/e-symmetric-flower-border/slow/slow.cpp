// Naive O(n^2): for every position i in the first half, walk from the head to its mirror n-1-i.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

bool isSymmetric(ListNode* head) {
    int n = 0;
    for (ListNode* p = head; p; p = p->next) n++;
    ListNode* left = head;
    for (int i = 0; i < n / 2; i++, left = left->next) {
        ListNode* right = head;
        for (int k = 0; k < n - 1 - i; k++) right = right->next;
        if (left->val != right->val) return false;
    }
    return true;
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
