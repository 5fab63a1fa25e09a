// Naive: repeatedly take the innermost bracket, evaluate the flat formula inside it and paste the
// value back into the string. O(L) per bracket pair, O(L^2) on deep nesting.
#include <bits/stdc++.h>
using namespace std;

// Evaluates a formula without brackets; a '-' at the start or right after an operator is the sign
// of a pasted negative value.
long long evalFlat(const string& s) {
    vector<long long> nums;
    vector<char> ops;
    size_t i = 0;
    while (i < s.size()) {
        bool neg = false;
        if (s[i] == '-') { neg = true; i++; }
        long long x = 0;
        while (i < s.size() && isdigit((unsigned char)s[i])) x = x * 10 + (s[i++] - '0');
        nums.push_back(neg ? -x : x);
        if (i < s.size()) ops.push_back(s[i++]);
    }
    // first * and /, left to right
    vector<long long> terms{nums[0]};
    vector<char> addOps;
    for (size_t k = 0; k < ops.size(); k++) {
        if (ops[k] == '*') terms.back() *= nums[k + 1];
        else if (ops[k] == '/') terms.back() /= nums[k + 1];
        else { addOps.push_back(ops[k]); terms.push_back(nums[k + 1]); }
    }
    long long r = terms[0];
    for (size_t k = 0; k < addOps.size(); k++) r = addOps[k] == '+' ? r + terms[k + 1] : r - terms[k + 1];
    return r;
}

int main() {
    static char buf[300005];
    if (scanf("%300004s", buf) != 1) return 0;
    string s(buf);
    while (true) {
        // walk from the left, remembering the last '(' before the first ')'
        size_t open = string::npos, close = string::npos;
        for (size_t i = 0; i < s.size(); i++) {
            if (s[i] == '(') open = i;
            else if (s[i] == ')') { close = i; break; }
        }
        if (close == string::npos) break;
        long long v = evalFlat(s.substr(open + 1, close - open - 1));
        s = s.substr(0, open) + to_string(v) + s.substr(close + 1);
    }
    printf("%lld\n", evalFlat(s));
}
