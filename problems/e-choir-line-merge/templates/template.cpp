#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// a and b are sorted by height (non-decreasing). Splice them into one sorted list and
// return its head (nullptr if both are empty). Reuse the existing nodes.
ListNode* mergeLines(ListNode* a, ListNode* b) {
    // TODO: write your solution here
    return nullptr;
}

ListNode* readList() {
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
    return dummy.next;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    ListNode* a = readList();
    ListNode* b = readList();
    ListNode* head = mergeLines(a, b);
    string vals;
    int count = 0;
    for (ListNode* p = head; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    cout << count << "\n" << vals << "\n";
    return 0;
}
