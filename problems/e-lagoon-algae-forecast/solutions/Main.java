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
        int q = (int) nextLong();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long a = nextLong(), b = nextLong(), m = nextLong();
            long base = a % m, result = 1 % m;
            while (b > 0) {
                if ((b & 1) == 1) result = result * base % m;
                base = base * base % m;
                b >>= 1;
            }
            sb.append(result).append('\n');
        }
        System.out.print(sb);
    }
}
