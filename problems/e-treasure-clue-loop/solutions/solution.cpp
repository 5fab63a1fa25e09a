#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Floyd: the hare gains one node per step on the tortoise, so inside a loop it must catch up.
bool hasLoop(ListNode* head) {
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast) return true;
    }
    return false;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<ListNode*> nodes(n);
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        nodes[i] = new ListNode(v);
        if (i) nodes[i - 1]->next = nodes[i];
    }
    int pos;
    scanf("%d", &pos);
    if (pos >= 0) nodes[n - 1]->next = nodes[pos];
    puts(hasLoop(n ? nodes[0] : nullptr) ? "YES" : "NO");
}
