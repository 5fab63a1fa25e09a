#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: treat the list like an array. Two passes over the positions 0..n-1, reaching position i
// by walking from the head every time: the first pass collects the readings below x, the second
// the rest; then the readings are written back into the nodes in that order. O(n^2) node visits.
ListNode* splitAround(ListNode* head, int x) {
    int n = 0;
    for (ListNode* p = head; p; p = p->next) n++;
    vector<int> order;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            ListNode* p = head;
            for (int j = 0; j < i; j++) p = p->next;
            if ((p->val < x) == (pass == 0)) order.push_back(p->val);
        }
    }
    int i = 0;
    for (ListNode* p = head; p; p = p->next) p->val = order[i++];
    return head;
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
    int x;
    cin >> x;
    ListNode* r = splitAround(dummy.next, x);
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
