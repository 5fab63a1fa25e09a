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
        int n = nextInt(), k = nextInt();
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = nextInt();
        int m = n - k + 1;
        long[] w = new long[m];
        long cur = 0;
        for (int i = 0; i < n; i++) {
            cur += v[i];
            if (i >= k) cur -= v[i - k];
            if (i >= k - 1) w[i - k + 1] = cur;
        }
        int[] bestLeft = new int[m], bestRight = new int[m];
        for (int i = 1; i < m; i++) bestLeft[i] = w[i] > w[bestLeft[i - 1]] ? i : bestLeft[i - 1];
        bestRight[m - 1] = m - 1;
        for (int i = m - 2; i >= 0; i--) bestRight[i] = w[i] >= w[bestRight[i + 1]] ? i : bestRight[i + 1];
        long best = -1;
        int a = 0, b = 0, c = 0;
        for (int j = k; j + k <= m - 1; j++) {
            int l = bestLeft[j - k], r = bestRight[j + k];
            long total = w[l] + w[j] + w[r];
            if (total > best) { best = total; a = l; b = j; c = r; }
        }
        System.out.println(best + "\n" + a + " " + b + " " + c);
    }
}
