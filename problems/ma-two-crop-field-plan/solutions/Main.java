import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] eu = new int[m], ev = new int[m];
        int[] start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = in.nextInt();
            ev[i] = in.nextInt();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[2 * m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) {
            to[fill[eu[i]]++] = ev[i];
            to[fill[ev[i]]++] = eu[i];
        }
        int[] color = new int[n];
        Arrays.fill(color, -1);
        int[] q = new int[n];
        for (int s = 0; s < n; s++) {
            if (color[s] != -1) continue;
            color[s] = 0;
            int head = 0, tail = 0;
            q[tail++] = s;
            while (head < tail) {
                int x = q[head++];
                for (int e = start[x]; e < start[x + 1]; e++) {
                    int y = to[e];
                    if (color[y] == -1) {
                        color[y] = color[x] ^ 1;
                        q[tail++] = y;
                    } else if (color[y] == color[x]) {
                        System.out.println("IMPOSSIBLE");
                        return;
                    }
                }
            }
        }
        char[] out = new char[n];
        for (int i = 0; i < n; i++) out[i] = color[i] == 0 ? 'W' : 'B';
        System.out.println(new String(out));
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
