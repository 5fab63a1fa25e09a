#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: treat the list like an array with a size() that walks the whole list. Copy the songs
// position by position (each found by walking from the head), skipping position size() - k,
// re-evaluating size() in the loop condition and the test. O(n^2) node visits.
static int listSize(ListNode* head) {
    int n = 0;
    for (ListNode* p = head; p; p = p->next) n++;
    return n;
}

ListNode* dropFromEnd(ListNode* head, int k) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < listSize(head); i++) {
        if (i == listSize(head) - k) continue;
        ListNode* p = head;
        for (int j = 0; j < i; j++) p = p->next;
        tail->next = new ListNode(p->val);
        tail = tail->next;
    }
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
