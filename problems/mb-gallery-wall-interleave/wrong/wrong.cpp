// Learner's mistake: the front walk and the walk over a reversed copy decide that they have met in
// the middle by comparing catalogue NUMBERS, but numbers repeat, so the walk can stop too early.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

vector<int> interleave(ListNode* head) {
    vector<int> order;
    if (!head) return order;
    ListNode* rev = nullptr;  // a reversed copy of the list: its head is the last painting
    for (ListNode* p = head; p; p = p->next) {
        ListNode* node = new ListNode(p->val);
        node->next = rev;
        rev = node;
    }
    ListNode* a = head;
    ListNode* b = rev;
    while (true) {
        order.push_back(a->val);
        if (a->val == b->val) break;  // met at the middle painting
        order.push_back(b->val);
        if (a->next->val == b->val) break;  // the two walks crossed
        a = a->next;
        b = b->next;
    }
    return order;
}

int main() {
    int n = 0;
    if (scanf("%d", &n) != 1) return 0;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    vector<int> vals = interleave(dummy.next);
    string out = to_string(n) + "\n";
    for (size_t i = 0; i < vals.size(); i++) {
        if (i) out += ' ';
        out += to_string(vals[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
