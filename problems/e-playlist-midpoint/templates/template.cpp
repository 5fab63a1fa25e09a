#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Return the middle node of the list (the second of the two middle nodes when the length is even).
ListNode* middleNode(ListNode* head) {
    // TODO: write your solution here
    return nullptr;
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
    ListNode* mid = middleNode(dummy.next);
    string vals;
    int count = 0;
    for (ListNode* p = mid; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    cout << count << "\n" << vals << "\n";
    return 0;
}
