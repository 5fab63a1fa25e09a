#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* reverseList(ListNode* head) {
    ListNode* prev = nullptr;
    while (head) {
        ListNode* nxt = head->next;
        head->next = prev;
        prev = head;
        head = nxt;
    }
    return prev;
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
