import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        long[][] cost = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) cost[i][j] = in.nextLong();
        if (n == 1) { System.out.println(0); return; }
        final long INF = Long.MAX_VALUE / 4;
        int full = (1 << n) - 1;
        long[] best = new long[(full + 1) * n];
        Arrays.fill(best, INF);
        best[n] = 0; // mask 1, depot 0
        for (int mask = 1; mask <= full; mask += 2) {
            for (int v = 0; v < n; v++) {
                long cur = best[mask * n + v];
                if (cur == INF) continue;
                for (int w = 0; w < n; w++) {
                    if ((mask >> w & 1) != 0 || cost[v][w] < 0) continue;
                    int idx = (mask | 1 << w) * n + w;
                    long c = cur + cost[v][w];
                    if (c < best[idx]) best[idx] = c;
                }
            }
        }
        long ans = INF;
        for (int v = 1; v < n; v++)
            if (best[full * n + v] < INF && cost[v][0] >= 0) ans = Math.min(ans, best[full * n + v] + cost[v][0]);
        System.out.println(ans == INF ? -1 : ans);
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
