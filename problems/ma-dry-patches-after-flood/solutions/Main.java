import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int r = in.nextInt();
        int c = in.nextInt();
        boolean[] dry = new boolean[r * c];
        for (int i = 0; i < r; i++) {
            String row = in.next();
            for (int j = 0; j < c; j++) dry[i * c + j] = row.charAt(j) == '#';
        }
        boolean[] seen = new boolean[r * c];
        int[] q = new int[r * c];
        int patches = 0, largest = 0;
        for (int s = 0; s < r * c; s++) {
            if (!dry[s] || seen[s]) continue;
            patches++;
            int head = 0, tail = 0;
            q[tail++] = s;
            seen[s] = true;
            while (head < tail) {
                int cur = q[head++];
                int ci = cur / c, cj = cur % c;
                if (ci > 0 && dry[cur - c] && !seen[cur - c]) { seen[cur - c] = true; q[tail++] = cur - c; }
                if (ci < r - 1 && dry[cur + c] && !seen[cur + c]) { seen[cur + c] = true; q[tail++] = cur + c; }
                if (cj > 0 && dry[cur - 1] && !seen[cur - 1]) { seen[cur - 1] = true; q[tail++] = cur - 1; }
                if (cj < c - 1 && dry[cur + 1] && !seen[cur + 1]) { seen[cur + 1] = true; q[tail++] = cur + 1; }
            }
            largest = Math.max(largest, tail);
        }
        System.out.println(patches + " " + largest);
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
