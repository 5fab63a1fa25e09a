#include <bits/stdc++.h>
using namespace std;

// run[i] is the total of the first i live lines; run[0] = 0 stands for the empty tape.
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> run;
    run.reserve(q + 1);
    run.push_back(0);
    string out;
    char cmd[4];
    for (int i = 0; i < q; i++) {
        scanf("%3s", cmd);
        if (cmd[0] == '+') {
            long long x;
            scanf("%lld", &x);
            run.push_back(run.back() + x);
        } else if (cmd[0] == '-') {
            if (run.size() > 1) run.pop_back();
        } else if (cmd[0] == '*') {
            if (run.size() > 1) {
                long long last = run.back() - run[run.size() - 2];
                run.push_back(run.back() + last);
            }
        } else {
            out += to_string(run.back());
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
