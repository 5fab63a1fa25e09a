// Mistake: adds the second tally into the first one in place, assuming the first is the longer
// number (true in both examples); digits of a longer second tally are silently dropped.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* addTallies(ListNode* a, ListNode* b) {
    int carry = 0;
    ListNode* last = nullptr;
    for (ListNode* p = a; p; p = p->next) {
        int s = p->val + carry;
        if (b) { s += b->val; b = b->next; }
        p->val = s % 10;
        carry = s / 10;
        last = p;
    }
    if (carry) last->next = new ListNode(carry);
    return a;
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
