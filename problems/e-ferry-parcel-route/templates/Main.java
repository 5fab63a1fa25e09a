import java.io.*;
import java.util.*;

public class Main {
    // adj.get(x) lists the islands reachable from island x by one ferry route (routes work both
    // ways, so every route appears in the lists of both its islands). Islands are numbered 0..n-1.
    // Return true if a parcel can travel from island s to island t.
    static boolean canDeliver(int n, List<List<Integer>> adj, int s, int t) {
        // TODO: write your solution here
        return false;
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
        int s = nextInt(), t = nextInt();
        System.out.println(canDeliver(n, adj, s, t) ? "YES" : "NO");
    }
}
