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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long K = nextLong();
        long[] P = new long[n + 1];
        for (int i = 0; i < n; i++) P[i + 1] = P[i] + nextLong();
        int[] dq = new int[n + 1];
        int head = 0, tail = 0;
        int bestLen = -1, bestStart = -1;
        for (int b = 0; b <= n; b++) {
            while (head < tail && P[b] - P[dq[head]] >= K) {
                int a = dq[head++];
                int len = b - a;
                if (bestLen < 0 || len < bestLen || (len == bestLen && a < bestStart)) {
                    bestLen = len;
                    bestStart = a;
                }
            }
            while (head < tail && P[dq[tail - 1]] >= P[b]) tail--;
            dq[tail++] = b;
        }
        System.out.println(bestLen < 0 ? "-1" : bestLen + " " + bestStart);
    }
}
