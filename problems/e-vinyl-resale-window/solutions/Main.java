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
        int n = nextInt(), k = nextInt();
        long[] p = new long[n];
        for (int i = 0; i < n; i++) p[i] = nextLong();
        long best = 0, cheapest = Long.MAX_VALUE;
        for (int j = k; j < n; j++) {
            cheapest = Math.min(cheapest, p[j - k]);
            best = Math.max(best, p[j] - cheapest);
        }
        System.out.println(best);
    }
}
