#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    long long val;
    ListNode* next;
    ListNode(long long v) : val(v), next(nullptr) {}
};

static char ibuf[1 << 25];
size_t ilen, ipos;
long long readInt() {
    while (ipos < ilen && ibuf[ipos] != '-' && (ibuf[ipos] < '0' || ibuf[ipos] > '9')) ipos++;
    bool neg = false;
    if (ibuf[ipos] == '-') { neg = true; ipos++; }
    long long r = 0;
    while (ipos < ilen && ibuf[ipos] >= '0' && ibuf[ipos] <= '9') r = r * 10 + (ibuf[ipos++] - '0');
    return neg ? -r : r;
}

ListNode* mergeBelts(vector<ListNode*>& lists) {
    auto cmp = [](ListNode* a, ListNode* b) { return a->val > b->val; };
    priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> pq(cmp);
    for (ListNode* h : lists) if (h) pq.push(h);
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (!pq.empty()) {
        ListNode* node = pq.top();
        pq.pop();
        tail->next = node;
        tail = node;
        if (node->next) pq.push(node->next);
    }
    tail->next = nullptr;
    return dummy.next;
}

int main() {
    ilen = fread(ibuf, 1, sizeof(ibuf), stdin);
    int k = (int)readInt();
    vector<ListNode*> lists(k, nullptr);
    for (int i = 0; i < k; i++) {
        int n = (int)readInt();
        ListNode* tail = nullptr;
        for (int j = 0; j < n; j++) {
            ListNode* node = new ListNode(readInt());
            if (tail) tail->next = node; else lists[i] = node;
            tail = node;
        }
    }
    ListNode* head = mergeBelts(lists);
    if (!head) { printf("empty\n"); return 0; }
    string out;
    char buf[24];
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out.push_back(' ');
        int len = snprintf(buf, sizeof buf, "%lld", p->val);
        out.append(buf, len);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
