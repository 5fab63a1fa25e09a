#include <bits/stdc++.h>
using namespace std;

// Booking i uses a room during [starts[i], ends[i]). Assign rooms by the caretaker's rule and return
// the room number (1-based) of every booking in input order. The number of rooms used is printed
// as the largest number in the result.
vector<int> assignRooms(const vector<long long>& starts, const vector<long long>& ends) {
    // TODO: write your solution here
    return vector<int>(starts.size(), 0);
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> starts(n), ends(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &starts[i], &ends[i]);
    vector<int> room = assignRooms(starts, ends);
    int k = 0;
    for (int r : room) k = max(k, r);
    string out = to_string(k) + "\n";
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(room[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
