#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest sequence of notes that appears, in order
// (not necessarily contiguously), in both recordings.
int longestSharedThread(const string& first, const string& second) {
    // TODO: implement
    return 0;
}

int main() {
    string first, second;
    cin >> first >> second;
    printf("%d\n", longestSharedThread(first, second));
    return 0;
}
