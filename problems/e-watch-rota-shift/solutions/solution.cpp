#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Cut the list after node n - r and put the last r nodes in front.
ListNode* shiftRota(ListNode* head, long long k) {
    if (!head) return head;
    long long n = 1;
    ListNode* tail = head;
    while (tail->next) { tail = tail->next; n++; }
    long long r = k % n;
    if (r == 0) return head;
    ListNode* newTail = head;
    for (long long i = 1; i < n - r; i++) newTail = newTail->next;
    ListNode* newHead = newTail->next;
    newTail->next = nullptr;
    tail->next = head;
    return newHead;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<ListNode> pool;
    pool.reserve(n);
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        pool.emplace_back(v);
        if (i) pool[i - 1].next = &pool[i];
    }
    long long k;
    scanf("%lld", &k);
    ListNode* r = shiftRota(n ? &pool[0] : nullptr, k);
    string out = to_string(n) + "\n";
    bool first = true;
    for (ListNode* p = r; p; p = p->next) {
        if (!first) out += ' ';
        first = false;
        out += to_string(p->val);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
