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

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        final int MOD = 1_000_000_007;
        buf = System.in.readAllBytes();
        int t = nextInt();
        int[] q = new int[t];
        int mx = 1;
        for (int i = 0; i < t; i++) {
            q[i] = nextInt();
            mx = Math.max(mx, q[i]);
        }
        int[] ways = new int[mx + 1];
        ways[0] = 1;
        ways[1] = 1;
        for (int i = 2; i <= mx; i++) ways[i] = (ways[i - 1] + ways[i - 2]) % MOD;
        StringBuilder sb = new StringBuilder();
        for (int x : q) sb.append(ways[x]).append('\n');
        System.out.print(sb);
    }
}
