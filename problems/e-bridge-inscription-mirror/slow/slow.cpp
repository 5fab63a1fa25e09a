// Naive: if the word does not mirror, try removing every letter in turn and re-check the rest.
// Correct, but O(n) per try: O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    string w;
    for (unsigned char c : text)
        if (isalpha(c)) w += (char)tolower(c);
    int n = w.size();
    auto mirrorsWithout = [&](int skip) {
        int i = 0, j = n - 1;
        while (true) {
            if (i == skip) i++;
            if (j == skip) j--;
            if (i >= j) return true;
            if (w[i] != w[j]) return false;
            i++, j--;
        }
    };
    if (mirrorsWithout(-1)) { printf("0\n"); return 0; }
    for (int k = 0; k < n; k++)
        if (mirrorsWithout(k)) { printf("1\n"); return 0; }
    printf("-1\n");
    return 0;
}
