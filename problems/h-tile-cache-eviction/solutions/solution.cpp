#include <bits/stdc++.h>
using namespace std;

struct Node {
    long long key, val;
    Node *prev, *next;
};

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    Node head{0, 0, nullptr, nullptr}, tail{0, 0, nullptr, nullptr};
    head.next = &tail;
    tail.prev = &head;
    unordered_map<long long, Node*> where;
    where.reserve(2 * q + 16);
    auto unlink = [](Node* x) { x->prev->next = x->next; x->next->prev = x->prev; };
    auto pushFront = [&](Node* x) { x->next = head.next; x->prev = &head; head.next->prev = x; head.next = x; };
    string out;
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key;
        scanf("%7s %lld", op, &key);
        if (op[0] == 'g') {
            auto it = where.find(key);
            if (it == where.end()) { out += "-1\n"; continue; }
            Node* x = it->second;
            unlink(x);
            pushFront(x);
            out += to_string(x->val);
            out.push_back('\n');
        } else {
            long long val;
            scanf("%lld", &val);
            auto it = where.find(key);
            if (it != where.end()) {
                Node* x = it->second;
                x->val = val;
                unlink(x);
                pushFront(x);
                continue;
            }
            if ((int)where.size() == c) {
                Node* lru = tail.prev;
                unlink(lru);
                where.erase(lru->key);
                delete lru;
            }
            Node* x = new Node{key, val, nullptr, nullptr};
            pushFront(x);
            where[key] = x;
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
