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
        int r = (int) nextLong(), c = (int) nextLong();
        int w = c + 1;
        long[] P = new long[(r + 1) * w];
        for (int i = 1; i <= r; i++)
            for (int j = 1; j <= c; j++)
                P[i * w + j] = nextLong() + P[(i - 1) * w + j] + P[i * w + j - 1] - P[(i - 1) * w + j - 1];
        int q = (int) nextLong();
        StringBuilder sb = new StringBuilder(q * 16);
        for (int t = 0; t < q; t++) {
            int r1 = (int) nextLong(), c1 = (int) nextLong(), r2 = (int) nextLong(), c2 = (int) nextLong();
            long s = P[r2 * w + c2] - P[(r1 - 1) * w + c2] - P[r2 * w + c1 - 1] + P[(r1 - 1) * w + c1 - 1];
            sb.append(s).append('\n');
        }
        System.out.print(sb);
        System.out.flush();
    }
}
