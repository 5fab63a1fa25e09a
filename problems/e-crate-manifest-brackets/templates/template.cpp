#include <bits/stdc++.h>
using namespace std;

// Return the position of the first error in the packing list as the statement defines it,
// or -1 if the list is valid.
int firstError(const string& list) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n;
    string list;
    cin >> n >> list;
    cout << firstError(list) << "\n";
    return 0;
}
