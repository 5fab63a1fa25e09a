// Learner's mistake: at the first mismatch the side to delete is chosen greedily — the left
// letter whenever the next letter on the left matches the right end — instead of trying both.
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
    for (unsigned char c : text)
        if (isalpha(c)) w += (char)tolower(c);
    int i = 0, j = (int)w.size() - 1;
    while (i < j && w[i] == w[j]) i++, j--;
    int ans;
    if (i >= j) ans = 0;
    else if (w[i + 1] == w[j]) ans = mirrors(w, i + 1, j) ? 1 : -1;
    else ans = mirrors(w, i, j - 1) ? 1 : -1;
    printf("%d\n", ans);
    return 0;
}
