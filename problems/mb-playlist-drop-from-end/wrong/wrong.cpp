// Mistake: two pointers without a dummy node before the head; only a one-song list is special-
// cased, so when k = n (drop the head) the second song is removed instead.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* dropFromEnd(ListNode* head, int k) {
    if (!head->next) return nullptr;
    ListNode* lead = head;
    ListNode* trail = head;
    for (int i = 0; i < k && lead; i++) lead = lead->next;
    while (lead && lead->next) {
        lead = lead->next;
        trail = trail->next;
    }
    trail->next = trail->next->next;
    return head;
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
