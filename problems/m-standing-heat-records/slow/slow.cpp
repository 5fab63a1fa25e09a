// Naive: for every node, walk all later nodes looking for a strictly hotter one. O(n^2).
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
    vector<int> vals;
    for (ListNode* p = n ? &pool[0] : nullptr; p; p = p->next) {
        bool beaten = false;
        for (ListNode* q = p->next; q; q = q->next)
            if (q->val > p->val) { beaten = true; break; }
        if (!beaten) vals.push_back(p->val);
    }
    string out = to_string(vals.size()) + "\n";
    for (size_t i = 0; i < vals.size(); i++) {
        if (i) out += ' ';
        out += to_string(vals[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
