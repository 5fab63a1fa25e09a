import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    // binary min-heap of (distance, state)
    static long[] hd;
    static int[] hs;
    static int size = 0;

    static void push(long d, int s) {
        if (size == hd.length) {
            hd = Arrays.copyOf(hd, size * 2);
            hs = Arrays.copyOf(hs, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int p = (i - 1) >> 1;
            if (hd[p] <= d) break;
            hd[i] = hd[p];
            hs[i] = hs[p];
            i = p;
        }
        hd[i] = d;
        hs[i] = s;
    }

    static void pop() {
        long d = hd[--size];
        int s = hs[size];
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) break;
            int c = l + 1 < size && hd[l + 1] < hd[l] ? l + 1 : l;
            if (hd[c] >= d) break;
            hd[i] = hd[c];
            hs[i] = hs[c];
            i = c;
        }
        hd[i] = d;
        hs[i] = s;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        int m = (int) nextLong();
        int k = (int) nextLong();
        int[] eu = new int[m], ev = new int[m];
        long[] ew = new long[m];
        int[] start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = (int) nextLong();
            ev[i] = (int) nextLong();
            ew[i] = nextLong();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[2 * m];
        long[] wt = new long[2 * m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) {
            to[fill[eu[i]]] = ev[i];
            wt[fill[eu[i]]++] = ew[i];
            to[fill[ev[i]]] = eu[i];
            wt[fill[ev[i]]++] = ew[i];
        }
        int K = k + 1;
        long INF = Long.MAX_VALUE;
        long[] dist = new long[n * K];
        Arrays.fill(dist, INF);
        hd = new long[1 << 16];
        hs = new int[1 << 16];
        dist[0] = 0;
        push(0, 0);
        while (size > 0) {
            long d = hd[0];
            int s = hs[0];
            pop();
            if (d > dist[s]) continue;
            int u = s / K, used = s % K;
            for (int e = start[u]; e < start[u + 1]; e++) {
                int t = to[e] * K + used;
                long nd = d + wt[e];
                if (nd < dist[t]) {
                    dist[t] = nd;
                    push(nd, t);
                }
                if (used < k && d < dist[t + 1]) {
                    dist[t + 1] = d;
                    push(d, t + 1);
                }
            }
        }
        long best = INF;
        for (int j = 0; j < K; j++) best = Math.min(best, dist[(n - 1) * K + j]);
        System.out.println(best == INF ? -1 : best);
    }
}
