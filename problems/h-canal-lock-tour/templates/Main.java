import java.io.*;
import java.util.*;

public class Main {
    // value[i] is what passing lock i earns (may be negative); children.get(i) lists the locks
    // joined to lock i below it (lock 0 is the root). Return the largest value of a tour: a path
    // of one or more distinct locks along canal stretches. The network can be a line of
    // 5 * 10^4 locks: avoid deep recursion.
    static long bestTour(int n, long[] value, List<List<Integer>> children) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] value = new long[n];
        for (int i = 0; i < n; i++) value[i] = in.nextLong();
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i < n; i++) children.add(new ArrayList<>());
        for (int i = 1; i < n; i++) children.get(in.nextInt()).add(i);
        System.out.println(bestTour(n, value, children));
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
