// Naive: the history is a doubly linked list and the guide walks it one entry at a time for every
// `b k` / `f k`, stopping at either end. O(min(k, history length)) per press.
#include <bits/stdc++.h>
using namespace std;

struct Entry {
    long long exhibit;
    Entry* prev;
    Entry* next;
};

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<Entry> pool(q + 1);
    int used = 0;
    Entry* cur = &pool[used++];
    *cur = {0, nullptr, nullptr};
    string out;
    char c[2];
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%1s %lld", c, &x);
        if (c[0] == 'v') {
            Entry* e = &pool[used++];
            *e = {x, cur, nullptr};
            cur->next = e;  // drops the forward entries
            cur = e;
            continue;
        }
        if (c[0] == 'b') {
            for (long long s = 0; s < x && cur->prev; s++) cur = cur->prev;
        } else {
            for (long long s = 0; s < x && cur->next; s++) cur = cur->next;
        }
        out += to_string(cur->exhibit) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
