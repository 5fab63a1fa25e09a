import java.io.*;
import java.util.*;

public class Main {
    // Each booking is {start, end} (inclusive). Return the busy blocks: the merged bookings,
    // sorted by start, where bookings sharing at least one moment belong to the same block.
    static int[][] mergeBookings(int[][] bookings) {
        // TODO: implement
        return new int[0][];
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[][] bookings = new int[n][2];
        for (int i = 0; i < n; i++) {
            bookings[i][0] = in.nextInt();
            bookings[i][1] = in.nextInt();
        }
        int[][] blocks = mergeBookings(bookings);
        StringBuilder sb = new StringBuilder();
        sb.append(blocks.length).append('\n');
        for (int[] b : blocks) sb.append(b[0]).append(' ').append(b[1]).append('\n');
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
