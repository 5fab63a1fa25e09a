import java.io.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // For every lighthouse height steps[k], return the number of ways to climb it
    // (single or double steps), modulo 1 000 000 007, in the same order.
    static int[] countWays(int[] steps) {
        int[] result = new int[steps.length];
        // TODO: write your solution here
        return result;
    }

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
        buf = System.in.readAllBytes();
        int t = nextInt();
        int[] steps = new int[t];
        for (int i = 0; i < t; i++) steps[i] = nextInt();
        int[] result = countWays(steps);
        StringBuilder sb = new StringBuilder();
        for (int v : result) sb.append(v).append('\n');
        System.out.print(sb);
    }
}
