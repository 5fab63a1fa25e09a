import java.io.*;

public class Main {
    // h[i][j] is the elevation of cell (i, j). Return the number of cells on the longest trail that
    // moves between side-adjacent cells and is strictly ascending.
    // Careful: trails can be 250000 cells long, so deep recursion overflows the stack.
    static int longestAscent(long[][] h) {
        // TODO: implement
        return 0;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int r = (int) in.nextLong(), c = (int) in.nextLong();
        long[][] h = new long[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) h[i][j] = in.nextLong();
        System.out.println(longestAscent(h));
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
