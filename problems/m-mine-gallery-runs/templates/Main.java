import java.io.*;
import java.util.*;

public class Main {
    // value[i] is the value of gallery i; children.get(i) lists the galleries dug out from
    // gallery i. Gallery 0 is the entrance. Return the number of runs (straight-down sequences
    // of one or more galleries) whose values add up to exactly k. The mine can be a shaft of
    // 5 * 10^4 galleries: avoid deep recursion.
    static long countRuns(int n, long k, long[] value, List<List<Integer>> children) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long k = in.nextLong();
        long[] value = new long[n];
        for (int i = 0; i < n; i++) value[i] = in.nextLong();
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i < n; i++) children.add(new ArrayList<>());
        for (int i = 1; i < n; i++) children.get(in.nextInt()).add(i);
        System.out.println(countRuns(n, k, value, children));
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
