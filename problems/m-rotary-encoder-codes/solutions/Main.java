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

    static long decode(long g) {
        g ^= g >>> 1;
        g ^= g >>> 2;
        g ^= g >>> 4;
        g ^= g >>> 8;
        g ^= g >>> 16;
        g ^= g >>> 32;
        return g;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int b = (int) nextLong();
        int q = (int) nextLong();
        long mask = (1L << b) - 1;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int type = (int) nextLong();
            long x = nextLong();
            long ans;
            if (type == 1) ans = x ^ (x >>> 1);
            else if (type == 2) ans = decode(x);
            else ans = (decode(nextLong()) - decode(x)) & mask;
            sb.append(ans).append('\n');
        }
        System.out.print(sb);
    }
}
