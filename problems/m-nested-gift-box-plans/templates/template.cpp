#include <bits/stdc++.h>
using namespace std;

// Return all packing plans of n boxes (balanced strings of n '(' and n ')') in lexicographic
// order, '(' before ')'. Tip: backtracking that tries '(' first.
vector<string> allPlans(int n) {
    // TODO: write your solution here
    return {};
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<string> plans = allPlans(n);
    string out = to_string(plans.size()) + "\n";
    for (int i = 0; i < q; i++) {
        int k;
        scanf("%d", &k);
        out += (k - 1 < (int)plans.size() ? plans[k - 1] : string("?")) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
