import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long[] s = new long[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = in.nextLong();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        // every complete run's score, once
        HashSet<Long> runs = new HashSet<>(4 * n + 4);
        int[] sx = new int[n + 1];
        long[] ss = new long[n + 1];
        int top = 0;
        sx[top] = 0; ss[top++] = s[0];
        while (top > 0) {
            top--;
            int x = sx[top];
            long sum = ss[top];
            if (L[x] == -1 && R[x] == -1) runs.add(sum);
            if (L[x] != -1) { sx[top] = L[x]; ss[top++] = sum + s[L[x]]; }
            if (R[x] != -1) { sx[top] = R[x]; ss[top++] = sum + s[R[x]]; }
        }
        int q = in.nextInt();
        StringBuilder sb = new StringBuilder(q * 4);
        for (int i = 0; i < q; i++) sb.append(runs.contains(in.nextLong()) ? "YES\n" : "NO\n");
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
