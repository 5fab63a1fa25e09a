#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Naive insertion sort: for every node, walk the sorted prefix from its head to find the place.
// Correct, but O(n^2): it must exceed the time limit on the large random tests.
ListNode* sortChain(ListNode* head) {
    ListNode sorted(0);
    while (head) {
        ListNode* nx = head->next;
        ListNode* p = &sorted;
        while (p->next && p->next->val <= head->val) p = p->next;
        head->next = p->next;
        p->next = head;
        head = nx;
    }
    return sorted.next;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    ListNode* r = sortChain(dummy.next);
    vector<int> vals;
    for (ListNode* p = r; p; p = p->next) vals.push_back(p->val);
    string out = to_string(vals.size()) + "\n";
    for (size_t i = 0; i < vals.size(); i++) {
        if (i) out += ' ';
        out += to_string(vals[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
