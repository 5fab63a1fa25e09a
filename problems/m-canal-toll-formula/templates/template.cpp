#include <bits/stdc++.h>
using namespace std;

// Evaluate the formula (no spaces; + - * / and parentheses; / truncates toward zero). Values fit in
// 64 bits. Brackets may be nested 1.5 * 10^5 deep, so avoid deep recursion.
long long evaluate(const string& formula) {
    // TODO: write your solution here
    return 0;
}

int main() {
    string formula;
    cin >> formula;
    cout << evaluate(formula) << "\n";
    return 0;
}
