import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        long[] c = new long[n];
        for (int i = 0; i < n; i++) c[i] = nextLong();
        long prev2 = 0, prev1 = c[0];  // best[-1], best[0]
        for (int p = 1; p < n; p++) {
            long cur = c[p] + Math.min(prev1, prev2);
            prev2 = prev1;
            prev1 = cur;
        }
        System.out.println(Math.min(prev1, prev2));
    }
}
