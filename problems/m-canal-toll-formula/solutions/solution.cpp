#include <bits/stdc++.h>
using namespace std;

static vector<long long> vals;
static vector<char> ops;

static int prec(char o) { return (o == '+' || o == '-') ? 1 : 2; }

static void applyTop() {
    char o = ops.back();
    ops.pop_back();
    long long b = vals.back(); vals.pop_back();
    long long a = vals.back(); vals.pop_back();
    long long r;
    if (o == '+') r = a + b;
    else if (o == '-') r = a - b;
    else if (o == '*') r = a * b;
    else r = a / b;  // C++ truncates toward zero
    vals.push_back(r);
}

int main() {
    static char buf[300005];
    if (scanf("%300004s", buf) != 1) return 0;
    int L = strlen(buf);
    vals.reserve(L);
    ops.reserve(L);
    for (int i = 0; i < L;) {
        char ch = buf[i];
        if (isdigit((unsigned char)ch)) {
            long long x = 0;
            while (i < L && isdigit((unsigned char)buf[i])) x = x * 10 + (buf[i++] - '0');
            vals.push_back(x);
            continue;
        }
        if (ch == '(') ops.push_back(ch);
        else if (ch == ')') {
            while (ops.back() != '(') applyTop();
            ops.pop_back();
        } else {
            while (!ops.empty() && ops.back() != '(' && prec(ops.back()) >= prec(ch)) applyTop();
            ops.push_back(ch);
        }
        i++;
    }
    while (!ops.empty()) applyTop();
    printf("%lld\n", vals.back());
}
