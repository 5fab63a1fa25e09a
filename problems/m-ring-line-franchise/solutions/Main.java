import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        long total = 0, curMax = 0, curMin = 0, bestMax = Long.MIN_VALUE, bestMin = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long p = nextInt();
            total += p;
            curMax = (i == 0) ? p : Math.max(p, curMax + p);
            curMin = (i == 0) ? p : Math.min(p, curMin + p);
            bestMax = Math.max(bestMax, curMax);
            bestMin = Math.min(bestMin, curMin);
        }
        long answer = bestMax < 0 ? bestMax : Math.max(bestMax, total - bestMin);
        System.out.println(answer);
    }
}
