// Naive: keep the live amounts on a stack and add them all up for every `?`. O(live lines) per total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> tape;
    string out;
    char cmd[4];
    for (int i = 0; i < q; i++) {
        scanf("%3s", cmd);
        if (cmd[0] == '+') {
            long long x;
            scanf("%lld", &x);
            tape.push_back(x);
        } else if (cmd[0] == '-') {
            if (!tape.empty()) tape.pop_back();
        } else if (cmd[0] == '*') {
            if (!tape.empty()) tape.push_back(tape.back());
        } else {
            long long total = 0;
            for (long long a : tape) total += a;
            out += to_string(total) + "\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
