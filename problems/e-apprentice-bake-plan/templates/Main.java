import java.io.*;
import java.util.*;

public class Main {
    // rules[r] = {u, v}: step u must come before step v (rule number r + 1).
    // plan lists all n steps in the apprentice's order.
    // Return 0 if the plan respects every rule, else the smallest (1-based) number of a broken rule.
    static int firstBrokenRule(int n, int[][] rules, int[] plan) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in);
        int[][] rules = new int[m][2];
        for (int i = 0; i < m; i++) { rules[i][0] = readInt(in); rules[i][1] = readInt(in); }
        int[] plan = new int[n];
        for (int i = 0; i < n; i++) plan[i] = readInt(in);
        int r = firstBrokenRule(n, rules, plan);
        System.out.println(r == 0 ? "YES" : "NO " + r);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
