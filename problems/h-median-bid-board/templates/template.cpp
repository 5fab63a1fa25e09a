#include <bits/stdc++.h>
using namespace std;

struct Event {
    char kind;    // '+' place a bid, '-' withdraw a bid, '?' ask for the median
    long long x;  // the bid, for '+' and '-'
};

// Replay the events on an empty board and return one answer per '?': the median (the lower middle
// one for an even count) as text, or "EMPTY". Aim for O(log q) per event.
vector<string> replayBoard(const vector<Event>& events) {
    // TODO: write your solution here
    return {};
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<Event> events(q);
    char kind[4];
    for (int i = 0; i < q; i++) {
        scanf("%2s", kind);
        events[i].kind = kind[0];
        events[i].x = 0;
        if (kind[0] != '?') scanf("%lld", &events[i].x);
    }
    vector<string> answers = replayBoard(events);
    string out;
    for (const string& a : answers) { out += a; out.push_back('\n'); }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
