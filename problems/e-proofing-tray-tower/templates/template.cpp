#include <bits/stdc++.h>
using namespace std;

struct Command {
    string kind;  // "push", "pop", "top" or "min"
    long long x;  // the tray number, only for "push"
};

// Run the commands on an empty tower and return one answer line per pop, top and min command:
// the number as text, or "EMPTY". Aim for O(1) per command.
vector<string> runTower(const vector<Command>& commands) {
    // TODO: write your solution here
    return {};
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<Command> commands(q);
    char kind[8];
    for (int i = 0; i < q; i++) {
        scanf("%7s", kind);
        commands[i].kind = kind;
        commands[i].x = 0;
        if (commands[i].kind == "push") scanf("%lld", &commands[i].x);
    }
    vector<string> answers = runTower(commands);
    string out;
    for (const string& a : answers) { out += a; out.push_back('\n'); }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
