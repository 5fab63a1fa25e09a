import java.io.*;

public class Main {
    // Lantern i hangs above (xs[i], ys[i]). Return the minimum total length of wire
    // (Manhattan distances) that connects all lanterns.
    static long minWireLength(long[] xs, long[] ys) {
        // TODO: write your solution here
        return 0;
    }

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
        long[] xs = new long[n], ys = new long[n];
        for (int i = 0; i < n; i++) {
            xs[i] = nextLong();
            ys[i] = nextLong();
        }
        System.out.println(minWireLength(xs, ys));
    }
}
