import java.io.*;
import java.util.*;

public class Main {
    // parent[i] is the pool that feeds pool i (any number); parent[0] = -1 for the spring.
    // questions[i] = {u, v}. For every question return {the pool where the waters to u and v
    // part, the number of channels on the route between u and v}.
    static int[][] meetingPools(int n, int[] parent, int[][] questions) {
        // TODO: write your solution here
        return new int[questions.length][2];
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), q = in.nextInt();
        int[] parent = new int[n];
        parent[0] = -1;
        for (int i = 1; i < n; i++) parent[i] = in.nextInt();
        int[][] questions = new int[q][2];
        for (int i = 0; i < q; i++) {
            questions[i][0] = in.nextInt();
            questions[i][1] = in.nextInt();
        }
        int[][] ans = meetingPools(n, parent, questions);
        StringBuilder sb = new StringBuilder();
        for (int[] a : ans) sb.append(a[0]).append(' ').append(a[1]).append('\n');
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
    }
}
