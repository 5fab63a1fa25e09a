import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] g = new long[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            g[i] = in.nextLong();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        // breadth-first, one tier per round; children pushed west first
        int[] q = new int[n];
        int head = 0, tail = 0;
        q[tail++] = 0;
        StringBuilder sb = new StringBuilder();
        while (head < tail) {
            int end = tail;
            long sum = 0;
            int last = -1;
            for (; head < end; head++) {
                int x = q[head];
                sum += g[x];
                last = x;
                if (L[x] != -1) q[tail++] = L[x];
                if (R[x] != -1) q[tail++] = R[x];
            }
            sb.append(g[last]).append(' ').append(sum).append('\n');
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
