#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// slow moves one step, fast two; when fast cannot move on, slow is at the (second) middle
ListNode* middleNode(ListNode* head) {
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    return slow;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
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
    printf("%d\n%s\n", count, vals.c_str());
}
