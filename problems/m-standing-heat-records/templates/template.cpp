#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Remove every node that has a strictly larger value somewhere after it; keep the order.
// Return the head of the remaining list (nullptr when it is empty).
ListNode* keepRecords(ListNode* head) {
    // TODO: write your solution here
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
    ListNode* r = keepRecords(dummy.next);
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
