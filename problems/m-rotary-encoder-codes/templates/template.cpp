#include <bits/stdc++.h>
using namespace std;

// The disc has 2^B positions; position k carries the code k XOR (k >> 1).
// type 1: return the code at position a (b is unused).
// type 2: return the position of code a (b is unused).
// type 3: return the clockwise steps from the position of code a to the position of code b,
//         in 0 .. 2^B - 1.
unsigned long long answerQuery(int B, int type, unsigned long long a, unsigned long long b) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int B, q;
    if (scanf("%d %d", &B, &q) != 2) return 0;
    string out;
    while (q--) {
        int type;
        unsigned long long a, b = 0;
        scanf("%d %llu", &type, &a);
        if (type == 3) scanf("%llu", &b);
        out += to_string(answerQuery(B, type, a, b));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
