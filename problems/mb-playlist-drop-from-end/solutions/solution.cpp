#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Two pointers k nodes apart, both starting at a dummy node before the head.
ListNode* dropFromEnd(ListNode* head, int k) {
    ListNode dummy(0);
    dummy.next = head;
    ListNode* lead = &dummy;
    ListNode* trail = &dummy;
    for (int i = 0; i < k; i++) lead = lead->next;
    while (lead->next) {
        lead = lead->next;
        trail = trail->next;
    }
    trail->next = trail->next->next;
    return dummy.next;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    int k;
    cin >> k;
    ListNode* r = dropFromEnd(dummy.next, k);
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
