#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: treat the list like an array. The new order is positions 0, n-1, 1, n-2, ...; reach each
// position by walking from the head, and append a copy to the result list by walking to that
// list's tail (no tail pointer kept). O(n^2) node visits instead of split, reverse and weave.
ListNode* interleave(ListNode* head) {
    int n = 0;
    for (ListNode* p = head; p; p = p->next) n++;
    ListNode* res = nullptr;
    for (int t = 0; t < n; t++) {
        int pos = (t % 2 == 0) ? t / 2 : n - 1 - t / 2;
        ListNode* src = head;
        for (int j = 0; j < pos; j++) src = src->next;
        ListNode* node = new ListNode(src->val);
        if (!res) {
            res = node;
        } else {
            ListNode* q = res;
            while (q->next) q = q->next;
            q->next = node;
        }
    }
    return res;
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
    ListNode* r = interleave(dummy.next);
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
