import java.io.*;

public class Main {
    // cost[i][j] is the energy of the corridor i -> j, or -1 if there is none (cost[i][i] = 0).
    // Return the cheapest tour from depot 0 through every depot exactly once and back, or -1.
    static long cheapestTour(long[][] cost) {
        // TODO: implement
        return -1;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        long[][] cost = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) cost[i][j] = in.nextLong();
        System.out.println(cheapestTour(cost));
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
