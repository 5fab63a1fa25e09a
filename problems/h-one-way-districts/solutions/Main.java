import java.io.*;

public class Main {
    static int[] start, adj;

    static void buildCsr(int n, int[] from, int[] to) {
        start = new int[n + 1];
        for (int f : from) start[f + 1]++;
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        adj = new int[from.length];
        int[] pos = java.util.Arrays.copyOf(start, n);
        for (int i = 0; i < from.length; i++) adj[pos[from[i]]++] = to[i];
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), m = in.nextInt();
        int[] eu = new int[m], ev = new int[m];
        for (int i = 0; i < m; i++) { eu[i] = in.nextInt(); ev[i] = in.nextInt(); }
        buildCsr(n, eu, ev);
        int[] gs = start, ga = adj;
        buildCsr(n, ev, eu);
        int[] rs = start, ra = adj;
        boolean[] vis = new boolean[n];
        int[] order = new int[n], it = new int[n], stk = new int[n];
        int oc = 0;
        for (int s = 0; s < n; s++) {
            if (vis[s]) continue;
            int sp = 0;
            vis[s] = true;
            it[s] = gs[s];
            stk[sp++] = s;
            while (sp > 0) {
                int v = stk[sp - 1];
                if (it[v] < gs[v + 1]) {
                    int to = ga[it[v]++];
                    if (!vis[to]) { vis[to] = true; it[to] = gs[to]; stk[sp++] = to; }
                } else {
                    sp--;
                    order[oc++] = v;
                }
            }
        }
        int[] comp = new int[n];
        java.util.Arrays.fill(comp, -1);
        int count = 0, largest = 0;
        for (int i = n - 1; i >= 0; i--) {
            int s = order[i];
            if (comp[s] != -1) continue;
            int size = 0, sp = 0;
            comp[s] = count;
            stk[sp++] = s;
            while (sp > 0) {
                int v = stk[--sp];
                size++;
                for (int e = rs[v]; e < rs[v + 1]; e++)
                    if (comp[ra[e]] == -1) { comp[ra[e]] = count; stk[sp++] = ra[e]; }
            }
            largest = Math.max(largest, size);
            count++;
        }
        System.out.println(count + " " + largest);
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        int nextInt() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            int r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
    }
}
