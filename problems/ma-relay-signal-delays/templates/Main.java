import java.io.*;
import java.util.*;

public class Main {
    // adj.get(u) holds arrays {v, w}: a one-way link from station u to station v with delay w.
    // Return an array of n values: the smallest total delay from `source` to every station,
    // or -1 for stations the signal cannot reach. Totals can exceed 32 bits.
    static long[] shortestDelays(int n, List<List<int[]>> adj, int source) {
        // TODO: implement
        return new long[n];
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = in.nextInt();
            int v = in.nextInt();
            int w = in.nextInt();
            adj.get(u).add(new int[] {v, w});
        }
        int s = in.nextInt();
        int q = in.nextInt();
        long[] dist = shortestDelays(n, adj, s);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) sb.append(dist[in.nextInt()]).append('\n');
        System.out.print(sb);
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
        String next() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            StringBuilder sb = new StringBuilder();
            while (c != -1 && c > ' ') { sb.append((char) c); c = read(); }
            return sb.toString();
        }
    }
}
