// Naive: apply the r = k mod n shifts one at a time; each shift walks to the node before the tail
// to detach it, so one shift costs O(n) and the whole run O(n * r).
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
};

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<ListNode> pool(n);
    for (int i = 0; i < n; i++) {
        scanf("%d", &pool[i].val);
        pool[i].next = i + 1 < n ? &pool[i + 1] : nullptr;
    }
    long long k;
    scanf("%lld", &k);
    ListNode* head = n ? &pool[0] : nullptr;
    if (n > 1) {
        long long r = k % n;
        for (long long s = 0; s < r; s++) {
            ListNode* before = head;
            while (before->next->next) before = before->next;
            ListNode* last = before->next;
            before->next = nullptr;
            last->next = head;
            head = last;
        }
    }
    string out = to_string(n) + "\n";
    bool first = true;
    for (ListNode* p = head; p; p = p->next) {
        if (!first) out += ' ';
        first = false;
        out += to_string(p->val);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
