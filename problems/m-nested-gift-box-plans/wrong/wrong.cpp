// Learner's mistake: every request runs the backtracking again and stops at the k-th plan, but
// the counter of plans seen so far is global and never reset between requests.
#include <bits/stdc++.h>
using namespace std;

int n;
long long seen = 0, target;
string cur, found;

bool gen(int open, int close) {
    if ((int)cur.size() == 2 * n) {
        if (++seen == target) { found = cur; return true; }
        return false;
    }
    if (open < n) {
        cur.push_back('(');
        if (gen(open + 1, close)) return true;
        cur.pop_back();
    }
    if (close < open) {
        cur.push_back(')');
        if (gen(open, close + 1)) return true;
        cur.pop_back();
    }
    return false;
}

int main() {
    int q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    // count the plans once
    target = -1;
    gen(0, 0);
    string out = to_string(seen) + "\n";
    seen = 0;
    for (int i = 0; i < q; i++) {
        scanf("%lld", &target);
        cur.clear();
        found.clear();
        gen(0, 0);  // forgot: seen = 0;
        out += found + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
