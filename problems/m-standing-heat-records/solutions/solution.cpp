#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

static ListNode* reverseList(ListNode* head) {
    ListNode* prev = nullptr;
    while (head) {
        ListNode* nx = head->next;
        head->next = prev;
        prev = head;
        head = nx;
    }
    return prev;
}

// Reverse, drop every node smaller than the running maximum, reverse back.
ListNode* keepRecords(ListNode* head) {
    ListNode* rev = reverseList(head);
    if (!rev) return nullptr;
    ListNode* kept = rev;
    int best = rev->val;
    for (ListNode* p = rev->next; p; p = p->next) {
        if (p->val >= best) {
            best = p->val;
            kept->next = p;
            kept = p;
        }
    }
    kept->next = nullptr;
    return reverseList(rev);
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
    ListNode* r = keepRecords(n ? &pool[0] : nullptr);
    vector<int> vals;
    for (ListNode* p = r; p; p = p->next) vals.push_back(p->val);
    string out = to_string(vals.size()) + "\n";
    for (size_t i = 0; i < vals.size(); i++) {
        if (i) out += ' ';
        out += to_string(vals[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
