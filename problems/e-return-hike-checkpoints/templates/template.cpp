#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Reverse the list and return the new head (nullptr for an empty list).
ListNode* reverseList(ListNode* head) {
    // TODO: write your solution here
    return nullptr;
}

int main() {
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
    ListNode* head = reverseList(dummy.next);
    vector<int> vals;
    for (ListNode* p = head; p; p = p->next) vals.push_back(p->val);
    string out = to_string(vals.size()) + "\n";
    for (size_t i = 0; i < vals.size(); i++) out += (i ? " " : "") + to_string(vals[i]);
    cout << out << "\n";
    return 0;
}
