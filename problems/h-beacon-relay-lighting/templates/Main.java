import java.io.*;
import java.util.*;

public class Main {
    // value[i] is the score of lighting beacon i; children.get(i) lists the beacons that receive
    // their signal from beacon i (beacon 0 is the root). Return {the largest score of a set of
    // lit beacons with no two directly linked, the number of sets reaching it modulo 10^9 + 7}.
    // The relay can be a line of 5 * 10^4 beacons: avoid deep recursion.
    static long[] lightBeacons(int n, long[] value, List<List<Integer>> children) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] value = new long[n];
        for (int i = 0; i < n; i++) value[i] = in.nextLong();
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i < n; i++) children.add(new ArrayList<>());
        for (int i = 1; i < n; i++) children.get(in.nextInt()).add(i);
        long[] ans = lightBeacons(n, value, children);
        System.out.println(ans[0] + " " + ans[1]);
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
