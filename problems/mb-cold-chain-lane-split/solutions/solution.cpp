#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Distribute nodes into a "below x" chain and an "at least x" chain, then join them.
ListNode* splitAround(ListNode* head, int x) {
    ListNode lowDummy(0), highDummy(0);
    ListNode* lowTail = &lowDummy;
    ListNode* highTail = &highDummy;
    for (ListNode* p = head; p; p = p->next) {
        if (p->val < x) {
            lowTail->next = p;
            lowTail = p;
        } else {
            highTail->next = p;
            highTail = p;
        }
    }
    highTail->next = nullptr;
    lowTail->next = highDummy.next;
    return lowDummy.next;
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
