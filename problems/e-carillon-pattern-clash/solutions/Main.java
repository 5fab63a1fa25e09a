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
        long[] cnt = new long[20];
        for (int i = 0; i < n; i++) {
            int x = nextInt();
            for (int b = 0; b < 20; b++) cnt[b] += (x >> b) & 1;
        }
        long total = 0;
        for (int b = 0; b < 20; b++) total += cnt[b] * (n - cnt[b]);
        System.out.println(total);
    }
}
