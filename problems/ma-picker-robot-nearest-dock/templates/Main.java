import java.io.*;
import java.util.*;

public class Main {
    // grid[i].charAt(j) is 'S' (the robot, exactly one), 'T' (a dock), '#' (a shelf) or '.' (free floor).
    // Return the minimum number of moves from S to any dock, or -1 if no dock can be reached.
    static int nearestDock(String[] grid) {
        // TODO: implement
        return 0;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int r = in.nextInt();
        in.nextInt();
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.next();
        System.out.println(nearestDock(grid));
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
