import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        long[] h = new long[n + 1];
        for (int i = 0; i < n; i++) h[i] = in.nextLong();
        int[] st = new int[n + 1];
        int top = 0;
        long best = 0;
        for (int j = 0; j <= n; j++) {
            while (top > 0 && h[st[top - 1]] > h[j]) {
                long height = h[st[--top]];
                long left = top == 0 ? -1 : st[top - 1];
                best = Math.max(best, height * (j - left - 1));
            }
            st[top++] = j;
        }
        System.out.println(best);
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
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
    }
}
