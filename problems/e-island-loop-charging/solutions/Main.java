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
        long[] c = new long[n];
        for (int i = 0; i < n; i++) c[i] = nextLong();
        long total = 0, battery = 0;
        int start = 0;
        for (int i = 0; i < n; i++) {
            long g = c[i] - nextLong();
            total += g;
            battery += g;
            if (battery < 0) {
                start = i + 1;
                battery = 0;
            }
        }
        System.out.println(total < 0 ? -1 : start);
    }
}
