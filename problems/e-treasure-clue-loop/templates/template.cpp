#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

// Return true if following next pointers from head never reaches nullptr (the list has a loop).
bool hasLoop(ListNode* head) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<ListNode*> nodes(n);
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        nodes[i] = new ListNode(v);
        if (i > 0) nodes[i - 1]->next = nodes[i];
    }
    int pos;
    cin >> pos;
    if (pos >= 0) nodes[n - 1]->next = nodes[pos];  // the last card points back to card pos
    cout << (hasLoop(n > 0 ? nodes[0] : nullptr) ? "YES" : "NO") << "\n";
    return 0;
}
