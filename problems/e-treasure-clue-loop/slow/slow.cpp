// Naive O(n^2): remember every visited node in a vector and search it linearly at each step.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

bool hasLoop(ListNode* head) {
    vector<ListNode*> seen;
    for (ListNode* p = head; p; p = p->next) {
        for (ListNode* q : seen)
            if (q == p) return true;
        seen.push_back(p);
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
