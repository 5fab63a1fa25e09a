import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        long[] f = new long[n];
        for (int i = 0; i < n; i++) f[i] = nextInt();
        long[] P = new long[n + 1];
        for (int i = 0; i < n; i++) P[i + 1] = P[i] + f[i] - nextInt();
        long[] sufMin = new long[n + 1], preMin = new long[n + 1];
        sufMin[n] = Long.MAX_VALUE;
        for (int s = n - 1; s >= 0; s--) sufMin[s] = Math.min(sufMin[s + 1], P[s + 1]);
        preMin[0] = Long.MAX_VALUE;
        for (int s = 1; s <= n; s++) preMin[s] = Math.min(preMin[s - 1], P[s]);
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (sufMin[s] < P[s]) continue;
            if (s > 0 && P[n] + preMin[s] < P[s]) continue;
            count++;
        }
        System.out.println(count);
    }
}
