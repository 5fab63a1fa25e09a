// Off-by-one: the learner swaps values from both ends "up to the middle node" and stops after
// (n - 1) / 2 swaps, which is right for odd n but leaves the middle pair unswapped for even n.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* reverseList(ListNode* head) {
    vector<ListNode*> nodes;
    for (ListNode* p = head; p; p = p->next) nodes.push_back(p);
    int n = nodes.size();
    for (int i = 0; i < (n - 1) / 2; i++) swap(nodes[i]->val, nodes[n - 1 - i]->val);
    return head;
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
