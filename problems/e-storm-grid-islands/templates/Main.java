import java.io.*;
import java.util.*;

public class Main {
    // adj.get(x) lists the substations joined to substation x by an intact line (lines work both
    // ways; a line may be listed more than once, and a "line" from a substation to itself can
    // appear). Substations are numbered 0..n-1. Return the number of separate powered islands.
    static int countIslands(int n, List<List<Integer>> adj) {
        // TODO: write your solution here
        return 0;
    }

    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        List<List<Integer>> adj = new ArrayList<>(n);
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = nextInt(), v = nextInt();
            adj.get(u).add(v);
            adj.get(v).add(u);
        }
        System.out.println(countIslands(n, adj));
    }
}
