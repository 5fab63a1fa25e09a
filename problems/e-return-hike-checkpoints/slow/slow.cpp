#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Naive: count the nodes, then take them from the last to the first, finding node i by walking
// from the head every time and appending it to the reversed list by walking to that list's tail
// (no tail pointer kept). Correct, but O(n^2) node visits instead of one pass.
ListNode* reverseList(ListNode* head) {
    int n = 0;
    for (ListNode* p = head; p; p = p->next) n++;
    ListNode* res = nullptr;
    for (int i = n - 1; i >= 0; i--) {
        ListNode* node = head;
        for (int j = 0; j < i; j++) node = node->next;
        node->next = nullptr;
        if (!res) {
            res = node;
        } else {
            ListNode* t = res;
            while (t->next) t = t->next;
            t->next = node;
        }
    }
    return res;
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
    ListNode* head = reverseList(n ? nodes[0] : nullptr);
    string out = to_string(n) + "\n";
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out += ' ';
        out += to_string(p->val);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
