import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), m = in.nextInt();
        int[] eu = new int[m], ev = new int[m], start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = in.nextInt();
            ev[i] = in.nextInt();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] adjTo = new int[2 * m], adjId = new int[2 * m], pos = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) {
            adjTo[pos[eu[i]]] = ev[i]; adjId[pos[eu[i]]++] = i;
            adjTo[pos[ev[i]]] = eu[i]; adjId[pos[ev[i]]++] = i;
        }
        int[] tin = new int[n], low = new int[n], parentEdge = new int[n], it = new int[n], stk = new int[n];
        Arrays.fill(tin, -1);
        long[] bridges = new long[n];
        int bc = 0, timer = 0;
        for (int root = 0; root < n; root++) {
            if (tin[root] != -1) continue;
            int sp = 0;
            tin[root] = low[root] = timer++;
            parentEdge[root] = -1;
            it[root] = start[root];
            stk[sp++] = root;
            while (sp > 0) {
                int v = stk[sp - 1];
                if (it[v] < start[v + 1]) {
                    int to = adjTo[it[v]], id = adjId[it[v]];
                    it[v]++;
                    if (id == parentEdge[v]) continue;
                    if (tin[to] != -1) low[v] = Math.min(low[v], tin[to]);
                    else {
                        tin[to] = low[to] = timer++;
                        parentEdge[to] = id;
                        it[to] = start[to];
                        stk[sp++] = to;
                    }
                } else {
                    sp--;
                    if (parentEdge[v] != -1) {
                        int id = parentEdge[v];
                        int p = eu[id] == v ? ev[id] : eu[id];
                        low[p] = Math.min(low[p], low[v]);
                        if (low[v] > tin[p]) bridges[bc++] = (long) Math.min(p, v) * n + Math.max(p, v);
                    }
                }
            }
        }
        long[] b = Arrays.copyOf(bridges, bc);
        Arrays.sort(b);
        StringBuilder sb = new StringBuilder();
        sb.append(bc).append('\n');
        for (long x : b) sb.append(x / n).append(' ').append(x % n).append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(sb);
        pw.flush();
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
