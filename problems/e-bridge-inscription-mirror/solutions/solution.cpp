#include <bits/stdc++.h>
using namespace std;

static bool mirrors(const string& w, int i, int j) {
    while (i < j)
        if (w[i++] != w[j--]) return false;
    return true;
}

int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    string w;
    w.reserve(text.size());
    for (unsigned char c : text)
        if (isalpha(c)) w += (char)tolower(c);
    int i = 0, j = (int)w.size() - 1;
    while (i < j && w[i] == w[j]) i++, j--;
    int ans;
    if (i >= j) ans = 0;
    else ans = (mirrors(w, i + 1, j) || mirrors(w, i, j - 1)) ? 1 : -1;
    printf("%d\n", ans);
    return 0;
}
