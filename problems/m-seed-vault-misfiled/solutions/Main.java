import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] a = new long[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = in.nextLong();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        // explicit stack of (drawer, window lo <= a_x < hi); flags say whether a bound exists
        int[] sx = new int[n];
        long[] slo = new long[n], shi = new long[n];
        boolean[] hasLo = new boolean[n], hasHi = new boolean[n];
        int top = 0;
        sx[top++] = 0;
        long misfiled = 0;
        while (top > 0) {
            top--;
            int x = sx[top];
            long lo = slo[top], hi = shi[top];
            boolean hl = hasLo[top], hh = hasHi[top];
            long v = a[x];
            if ((hl && v < lo) || (hh && v >= hi)) misfiled++;
            if (L[x] != -1) {
                sx[top] = L[x]; slo[top] = lo; hasLo[top] = hl;
                shi[top] = hh ? Math.min(hi, v) : v; hasHi[top] = true;
                top++;
            }
            if (R[x] != -1) {
                sx[top] = R[x]; shi[top] = hi; hasHi[top] = hh;
                slo[top] = hl ? Math.max(lo, v) : v; hasLo[top] = true;
                top++;
            }
        }
        System.out.println(misfiled);
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
