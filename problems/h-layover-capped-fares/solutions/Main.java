import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong(), m = (int) in.nextLong();
        int[] eu = new int[m], ev = new int[m];
        long[] ew = new long[m];
        for (int i = 0; i < m; i++) { eu[i] = (int) in.nextLong(); ev[i] = (int) in.nextLong(); ew[i] = in.nextLong(); }
        int src = (int) in.nextLong(), dst = (int) in.nextLong(), k = (int) in.nextLong();
        final long INF = Long.MAX_VALUE / 4;
        long[] cur = new long[n], nxt = new long[n];
        Arrays.fill(cur, INF);
        cur[src] = 0;
        for (int round = 0; round <= k; round++) {
            System.arraycopy(cur, 0, nxt, 0, n);
            boolean changed = false;
            for (int i = 0; i < m; i++) {
                if (cur[eu[i]] == INF) continue;
                long c = cur[eu[i]] + ew[i];
                if (c < nxt[ev[i]]) { nxt[ev[i]] = c; changed = true; }
            }
            long[] t = cur; cur = nxt; nxt = t;
            if (!changed) break;
        }
        System.out.println(cur[dst] == INF ? -1 : cur[dst]);
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
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
    }
}
