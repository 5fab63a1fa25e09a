import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[] par = new int[n], first = new int[n], nxt = new int[n];
        Arrays.fill(first, -1);
        par[0] = -1;
        for (int i = 1; i < n; i++) {
            par[i] = in.nextInt();
            nxt[i] = first[par[i]];
            first[par[i]] = i;
        }
        int[] order = new int[n], depth = new int[n];
        int tail = 1;
        for (int h = 0; h < tail; h++) {
            int x = order[h];
            for (int c = first[x]; c != -1; c = nxt[c]) { depth[c] = depth[x] + 1; order[tail++] = c; }
        }
        long[] size = new long[n], D = new long[n];
        Arrays.fill(size, 1);
        for (int i = n - 1; i >= 1; i--) size[par[order[i]]] += size[order[i]];
        for (int x = 0; x < n; x++) D[0] += depth[x];
        for (int i = 1; i < n; i++) {
            int c = order[i];
            D[c] = D[par[c]] + n - 2 * size[c];
        }
        StringBuilder sb = new StringBuilder(n * 11);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(D[i]);
        }
        System.out.println(sb);
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
