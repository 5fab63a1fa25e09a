import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = n - 1;
        int[] eu = new int[m], ev = new int[m], start = new int[n + 1];
        long[] ew = new long[m];
        for (int i = 0; i < m; i++) {
            eu[i] = in.nextInt();
            ev[i] = in.nextInt();
            ew[i] = in.nextLong();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[2 * m];
        long[] wt = new long[2 * m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) {
            to[fill[eu[i]]] = ev[i]; wt[fill[eu[i]]++] = ew[i];
            to[fill[ev[i]]] = eu[i]; wt[fill[ev[i]]++] = ew[i];
        }
        int[] order = new int[n], par = new int[n];
        long[] up = new long[n];
        Arrays.fill(par, -1);
        par[0] = 0;
        int tail = 1;
        for (int h = 0; h < tail; h++) {
            int x = order[h];
            for (int e = start[x]; e < start[x + 1]; e++) {
                int y = to[e];
                if (par[y] == -1) { par[y] = x; up[y] = wt[e]; order[tail++] = y; }
            }
        }
        long[] best1 = new long[n], best2 = new long[n];
        long answer = 0;
        for (int i = n - 1; i >= 0; i--) {
            int x = order[i];
            answer = Math.max(answer, best1[x] + best2[x]);
            if (x == 0) break;
            long branch = best1[x] + up[x];
            int p = par[x];
            if (branch > best1[p]) { best2[p] = best1[p]; best1[p] = branch; }
            else if (branch > best2[p]) best2[p] = branch;
        }
        System.out.println(answer);
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
