#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

ListNode* reverseBlocks(ListNode* head, int k) {
    ListNode dummy(0);
    dummy.next = head;
    ListNode* groupPrev = &dummy;
    while (true) {
        ListNode* kth = groupPrev;
        for (int i = 0; i < k && kth; i++) kth = kth->next;
        if (!kth) break;
        ListNode* first = groupPrev->next;
        ListNode* after = kth->next;
        ListNode* prev = after;
        ListNode* cur = first;
        for (int i = 0; i < k; i++) {
            ListNode* nxt = cur->next;
            cur->next = prev;
            prev = cur;
            cur = nxt;
        }
        groupPrev->next = kth;
        groupPrev = first;
    }
    return dummy.next;
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
