import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), q = in.nextInt();
        final int LOG = 16; // 2^16 > 5 * 10^4
        int[][] up = new int[LOG][n];
        int[] depth = new int[n];
        int[] head = new int[n], nxt = new int[n];
        Arrays.fill(head, -1);
        for (int i = 1; i < n; i++) {
            int p = in.nextInt();
            up[0][i] = p;
            nxt[i] = head[p];
            head[p] = i;
        }
        // depths by breadth-first search from the spring (numbers say nothing about heights)
        int[] order = new int[n];
        int tail = 1;
        for (int h = 0; h < tail; h++) {
            int x = order[h];
            for (int c = head[x]; c != -1; c = nxt[c]) {
                depth[c] = depth[x] + 1;
                order[tail++] = c;
            }
        }
        for (int k = 1; k < LOG; k++)
            for (int x = 0; x < n; x++) up[k][x] = up[k - 1][up[k - 1][x]];
        StringBuilder sb = new StringBuilder(q * 12);
        for (int i = 0; i < q; i++) {
            int u = in.nextInt(), v = in.nextInt();
            int a = u, b = v;
            if (depth[a] > depth[b]) { int t = a; a = b; b = t; }
            int d = depth[b] - depth[a];
            for (int k = 0; d != 0; k++, d >>= 1)
                if ((d & 1) != 0) b = up[k][b];
            if (a != b) {
                for (int k = LOG - 1; k >= 0; k--)
                    if (up[k][a] != up[k][b]) { a = up[k][a]; b = up[k][b]; }
                a = up[0][a];
            }
            sb.append(a).append(' ').append(depth[u] + depth[v] - 2 * depth[a]).append('\n');
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
    }
}
