#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

// Reverse every complete block of k consecutive nodes in place; an incomplete final block
// keeps its order. Return the new head (nullptr for an empty list).
ListNode* reverseBlocks(ListNode* head, int k) {
    // TODO: implement
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
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out.push_back(' ');
        out += to_string(p->val);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
