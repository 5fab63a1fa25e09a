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
        final int MOD = 1000000007;
        buf = System.in.readAllBytes();
        int n = nextInt();
        int A = nextInt();
        int[] ways = new int[A + 1];
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            int m = nextInt();
            for (int a = m; a <= A; a++) {
                int v = ways[a] + ways[a - m];
                ways[a] = v >= MOD ? v - MOD : v;
            }
        }
        System.out.println(ways[A]);
    }
}
