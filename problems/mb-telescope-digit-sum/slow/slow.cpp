#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: treat both chains like arrays. Digit i of each number is found by walking from the head
// of its chain, and every result digit is appended by walking to the result's tail (no tail
// pointer kept). Schoolbook addition, but O((n + m)^2) node visits.
static int digitAt(ListNode* h, int i) {
    while (h && i-- > 0) h = h->next;
    return h ? h->val : 0;
}

ListNode* addTallies(ListNode* a, ListNode* b) {
    int n = 0, m = 0;
    for (ListNode* p = a; p; p = p->next) n++;
    for (ListNode* p = b; p; p = p->next) m++;
    ListNode* res = nullptr;
    int carry = 0;
    for (int i = 0; i < max(n, m) || carry; i++) {
        int s = carry + (i < n ? digitAt(a, i) : 0) + (i < m ? digitAt(b, i) : 0);
        carry = s / 10;
        ListNode* node = new ListNode(s % 10);
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
