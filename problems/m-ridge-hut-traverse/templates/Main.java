import java.io.*;
import java.util.*;

public class Main {
    // adj.get(u) lists {v, w} for every trail of w metres between huts u and v (the trails form
    // a tree). Return the length of the longest traverse (0 for a single hut). The tree can be a
    // line of 5 * 10^4 huts: avoid deep recursion.
    static long longestTraverse(int n, List<List<long[]>> adj) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        List<List<long[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < n - 1; i++) {
            int u = in.nextInt(), v = in.nextInt();
            long w = in.nextLong();
            adj.get(u).add(new long[] {v, w});
            adj.get(v).add(new long[] {u, w});
        }
        System.out.println(longestTraverse(n, adj));
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;
        FastReader(InputStream is) { in = new DataInputStream(is); }
        private int read() throws IOException {
            if (ptr == len) { len = in.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
        int nextInt() throws IOException { return (int) nextLong(); }
    }
}
