import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[] c = new int[n], L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            c[i] = in.nextInt();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        // iterative in-order walk: the sorted list and every node's position in it
        int[] order = new int[n], pos = new int[n], st = new int[n];
        int top = 0, cnt = 0, cur = 0;
        while (cur != -1 || top > 0) {
            while (cur != -1) { st[top++] = cur; cur = L[cur]; }
            cur = st[--top];
            pos[cur] = cnt;
            order[cnt++] = c[cur];
            cur = R[cur];
        }
        // subtree sizes, children before parents (reverse breadth-first order)
        int[] bfs = new int[n], sz = new int[n];
        int tail = 1;
        for (int h = 0; h < tail; h++) {
            int x = bfs[h];
            if (L[x] != -1) bfs[tail++] = L[x];
            if (R[x] != -1) bfs[tail++] = R[x];
        }
        for (int i = n - 1; i >= 0; i--) {
            int x = bfs[i];
            sz[x] = 1 + (L[x] != -1 ? sz[L[x]] : 0) + (R[x] != -1 ? sz[R[x]] : 0);
        }
        int q = in.nextInt();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int x = in.nextInt(), k = in.nextInt();
            if (k > sz[x]) sb.append("-1\n");
            else sb.append(order[pos[x] - (L[x] != -1 ? sz[L[x]] : 0) + k - 1]).append('\n');
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
