import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long t = nextLong();
        int[] w = new int[n];
        for (int i = 0; i < n; i++) w[i] = (int) nextLong();
        long sum = 0;
        int best = 0, l = 0;
        for (int r = 0; r < n; r++) {
            sum += w[r];
            while (sum >= t) {
                if (best == 0 || r - l + 1 < best) best = r - l + 1;
                sum -= w[l++];
            }
        }
        System.out.println(best);
    }
}
