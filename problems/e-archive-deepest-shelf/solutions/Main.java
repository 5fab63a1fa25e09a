import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        if (n == 0) {
            System.out.println("0 0");
            return;
        }
        long[] c = new long[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            c[i] = in.nextLong();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        // breadth-first, one shelf per round
        int[] q = new int[n];
        int head = 0, tail = 0;
        q[tail++] = 0;
        int shelves = 0;
        long sum = 0;
        while (head < tail) {
            int end = tail;
            sum = 0;
            for (; head < end; head++) {
                int x = q[head];
                sum += c[x];
                if (L[x] != -1) q[tail++] = L[x];
                if (R[x] != -1) q[tail++] = R[x];
            }
            shelves++;
        }
        System.out.println(shelves + " " + sum);
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
