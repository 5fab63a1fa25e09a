#include <bits/stdc++.h>
using namespace std;

// text is the whole inscription. Ignoring non-letters and case, return 0 if it reads the same
// forwards and backwards, 1 if removing one letter makes it do so, and -1 otherwise.
// Tip: two pointers from both ends.
int mirrorCheck(const string& text) {
    // TODO: write your solution here
    return 0;
}

int main() {
    string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    printf("%d\n", mirrorCheck(text));
    return 0;
}
