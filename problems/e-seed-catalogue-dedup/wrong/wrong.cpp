// Mistake: remembers the last kept code in a variable that starts at 0 instead of "nothing yet",
// so a list whose first code is 0 loses that node (and its whole run of 0s).
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

ListNode* removeRepeats(ListNode* head) {
    ListNode dummy(0);
    ListNode* kept = &dummy;
    int last = 0;
    for (ListNode* cur = head; cur; cur = cur->next) {
        if (cur->val == last) continue;  // a repeat of the code kept last
        kept->next = cur;
        kept = cur;
        last = cur->val;
    }
    kept->next = nullptr;
    return dummy.next;
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
    ListNode* head = removeRepeats(dummy.next);
    string vals;
    int count = 0;
    for (ListNode* p = head; p; p = p->next) {
        if (count++) vals += ' ';
        vals += to_string(p->val);
    }
    printf("%d\n%s\n", count, vals.c_str());
}
