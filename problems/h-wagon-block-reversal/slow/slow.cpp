#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

// Naive: treat the list like an array. For every block, first count the wagons left from the
// block's start to see whether it is complete, then reverse it by swapping ids of positions
// i and j, reaching each position by walking from the head. O(n^2) node visits.
ListNode* nodeAt(ListNode* head, int i) {
    ListNode* p = head;
    while (i-- > 0) p = p->next;
    return p;
}

ListNode* reverseBlocks(ListNode* head, int k) {
    for (int start = 0;; start += k) {
        int left = 0;
        for (ListNode* p = nodeAt(head, start); p; p = p->next) left++;
        if (left < k) break;
        for (int i = start, j = start + k - 1; i < j; i++, j--) swap(nodeAt(head, i)->val, nodeAt(head, j)->val);
        if (left == k) break;
    }
    return head;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    ListNode* head = nullptr;
    ListNode* tail = nullptr;
    for (int i = 0; i < n; i++) {
        long long v;
        scanf("%lld", &v);
        ListNode* node = new ListNode(v);
        if (tail) tail->next = node; else head = node;
        tail = node;
    }
    int k;
    scanf("%d", &k);
    head = reverseBlocks(head, k);
    if (!head) { printf("empty\n"); return 0; }
    string out;
    char buf[24];
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out.push_back(' ');
        int len = snprintf(buf, sizeof buf, "%lld", p->val);
        out.append(buf, len);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
