import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] eu = new int[m], ev = new int[m], ew = new int[m];
        int[] start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = in.nextInt();
            ev[i] = in.nextInt();
            ew[i] = in.nextInt();
            start[eu[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[m], wt = new int[m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) {
            int k = fill[eu[i]]++;
            to[k] = ev[i];
            wt[k] = ew[i];
        }
        int s = in.nextInt();
        int q = in.nextInt();
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[s] = 0;
        // binary heap of (distance, vertex) with lazy deletion
        int cap = m + 1;
        long[] hd = new long[cap];
        int[] hv = new int[cap];
        int size = 0;
        hd[0] = 0; hv[0] = s; size = 1;
        while (size > 0) {
            long d = hd[0];
            int x = hv[0];
            size--;
            if (size > 0) {
                long ld = hd[size]; int lv = hv[size];
                int i = 0;
                while (true) {
                    int l = 2 * i + 1;
                    if (l >= size) break;
                    int c = (l + 1 < size && hd[l + 1] < hd[l]) ? l + 1 : l;
                    if (hd[c] >= ld) break;
                    hd[i] = hd[c]; hv[i] = hv[c];
                    i = c;
                }
                hd[i] = ld; hv[i] = lv;
            }
            if (d != dist[x]) continue;
            for (int e = start[x]; e < start[x + 1]; e++) {
                int y = to[e];
                long nd = d + wt[e];
                if (nd < dist[y]) {
                    dist[y] = nd;
                    int i = size++;
                    while (i > 0 && hd[(i - 1) / 2] > nd) {
                        int p = (i - 1) / 2;
                        hd[i] = hd[p]; hv[i] = hv[p];
                        i = p;
                    }
                    hd[i] = nd; hv[i] = y;
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int t = in.nextInt();
            sb.append(dist[t] == Long.MAX_VALUE ? -1 : dist[t]).append('\n');
        }
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
