#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

// lists[i] is the head of belt i (nullptr if the belt is empty); every belt is sorted.
// Re-link all nodes into one sorted chain and return its head (nullptr if there are no nodes).
ListNode* mergeBelts(vector<ListNode*>& lists) {
    // TODO: implement
    return nullptr;
}

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    vector<ListNode*> lists(k, nullptr);
    for (int i = 0; i < k; i++) {
        int n;
        scanf("%d", &n);
        ListNode* tail = nullptr;
        for (int j = 0; j < n; j++) {
            long long v;
            scanf("%lld", &v);
            ListNode* node = new ListNode(v);
            if (tail) tail->next = node; else lists[i] = node;
            tail = node;
        }
    }
    ListNode* head = mergeBelts(lists);
    if (!head) { printf("empty\n"); return 0; }
    string out;
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out.push_back(' ');
        out += to_string(p->val);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
