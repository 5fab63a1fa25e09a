import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] p = new long[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = in.nextLong();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        long lo = in.nextLong(), hi = in.nextLong();
        long count = 0, sum = 0;
        int[] st = new int[n + 1];
        int top = 0;
        if (n > 0) st[top++] = 0;
        while (top > 0) {
            int x = st[--top];
            if (p[x] < lo) {
                if (R[x] != -1) st[top++] = R[x];
            } else if (p[x] > hi) {
                if (L[x] != -1) st[top++] = L[x];
            } else {
                count++;
                sum += p[x];
                if (L[x] != -1) st[top++] = L[x];
                if (R[x] != -1) st[top++] = R[x];
            }
        }
        System.out.println(count + " " + sum);
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
