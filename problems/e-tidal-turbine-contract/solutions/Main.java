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
        int k = (int) nextLong();
        long[] e = new long[n];
        for (int i = 0; i < n; i++) e[i] = nextLong();
        long sum = 0;
        for (int i = 0; i < k; i++) sum += e[i];
        long best = sum;
        int start = 0;
        for (int s = 1; s + k <= n; s++) {
            sum += e[s + k - 1] - e[s - 1];
            if (sum > best) {
                best = sum;
                start = s;
            }
        }
        System.out.println(best + " " + (start + 1));
    }
}
