import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = in.nextLong();
        int lo = 0, hi = n - 1;
        long leftMax = 0, rightMax = 0, total = 0;
        while (lo <= hi) {
            leftMax = Math.max(leftMax, h[lo]);
            rightMax = Math.max(rightMax, h[hi]);
            if (leftMax <= rightMax) { total += leftMax - h[lo]; lo++; }
            else { total += rightMax - h[hi]; hi--; }
        }
        System.out.println(total);
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
