#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Column addition from the ones digit; a dummy head collects the result.
ListNode* addTallies(ListNode* a, ListNode* b) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    int carry = 0;
    while (a || b || carry) {
        int s = carry;
        if (a) { s += a->val; a = a->next; }
        if (b) { s += b->val; b = b->next; }
        tail->next = new ListNode(s % 10);
        tail = tail->next;
        carry = s / 10;
    }
    return dummy.next;
}

static ListNode* readList() {
    int n;
    if (!(cin >> n)) return nullptr;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    return dummy.next;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    ListNode* a = readList();
    ListNode* b = readList();
    ListNode* r = addTallies(a, b);
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
