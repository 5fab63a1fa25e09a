import java.io.*;

public class Main {
    // flights[i] = {from, to, price}.
    // Return the cheapest price from src to dst using at most k + 1 flights, or -1 if impossible.
    static long cheapestFare(int n, long[][] flights, int src, int dst, int k) {
        // TODO: implement
        return -1;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong(), m = (int) in.nextLong();
        long[][] flights = new long[m][];
        for (int i = 0; i < m; i++) flights[i] = new long[] {in.nextLong(), in.nextLong(), in.nextLong()};
        int src = (int) in.nextLong(), dst = (int) in.nextLong(), k = (int) in.nextLong();
        System.out.println(cheapestFare(n, flights, src, dst, k));
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
