#include <bits/stdc++.h>
using namespace std;

// Return the smallest number of letters that must be added in front of s to make it a palindrome.
int lettersToAdd(const string& s) {
    // TODO: write your solution here
    return 0;
}

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    printf("%d\n", lettersToAdd(buf));
    return 0;
}
