import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[] t = new int[n], L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            t[i] = in.nextInt();
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        int answer = 0;
        if (n > 0) {
            // breadth-first over mirror pairs; the first broken pair is on the topmost broken tier
            int[] qa = new int[n + 2], qb = new int[n + 2], qd = new int[n + 2];
            int head = 0, tail = 0;
            qa[tail] = L[0]; qb[tail] = R[0]; qd[tail++] = 2;
            while (head < tail) {
                int a = qa[head], b = qb[head], d = qd[head++];
                if (a == -1 && b == -1) continue;
                if (a == -1 || b == -1 || t[a] != t[b]) { answer = d; break; }
                qa[tail] = L[a]; qb[tail] = R[b]; qd[tail++] = d + 1;
                qa[tail] = R[a]; qb[tail] = L[b]; qd[tail++] = d + 1;
            }
        }
        System.out.println(answer);
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
