import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] key = new long[n];
        for (int i = 0; i < n; i++) {
            long s = in.nextInt();
            long e = in.nextInt();
            key[i] = (s << 31) | e; // sorts by start, then end
        }
        Arrays.sort(key);
        int[] rs = new int[n], re = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int s = (int) (key[i] >>> 31);
            int e = (int) (key[i] & ((1L << 31) - 1));
            if (k > 0 && s <= re[k - 1]) {
                if (e > re[k - 1]) re[k - 1] = e;
            } else {
                rs[k] = s;
                re[k] = e;
                k++;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(k).append('\n');
        for (int i = 0; i < k; i++) sb.append(rs[i]).append(' ').append(re[i]).append('\n');
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
