// Learner's mistake: a std::set of (weight, belt) serves as the priority queue, and the next crate
// of a belt is inserted before the current one is erased; with two equal weights in a row on one
// belt the insert is silently refused and the rest of that belt is lost.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    vector<ListNode*> heads(k, nullptr);
    for (int i = 0; i < k; i++) {
        int n;
        scanf("%d", &n);
        ListNode* tail = nullptr;
        for (int j = 0; j < n; j++) {
            long long v;
            scanf("%lld", &v);
            ListNode* node = new ListNode(v);
            if (tail) tail->next = node; else heads[i] = node;
            tail = node;
        }
    }
    set<pair<long long, int>> frontier;
    vector<ListNode*> cur = heads;
    for (int i = 0; i < k; i++) if (cur[i]) frontier.insert({cur[i]->val, i});
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (!frontier.empty()) {
        auto it = frontier.begin();
        int i = it->second;
        tail->next = cur[i];
        tail = cur[i];
        cur[i] = cur[i]->next;
        if (cur[i]) frontier.insert({cur[i]->val, i});
        frontier.erase(it);
    }
    tail->next = nullptr;
    ListNode* head = dummy.next;
    if (!head) { printf("empty\n"); return 0; }
    string out;
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out.push_back(' ');
        out += to_string(p->val);
    }
    out.push_back('\n');
    fputs(out.c_str(), stdout);
}
