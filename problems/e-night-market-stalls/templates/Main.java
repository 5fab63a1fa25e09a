import java.io.*;

public class Main {
    // profit[i] is the projected profit of stall i. Choose stalls, no two of them neighbours,
    // to maximise the total profit (choosing no stall at all gives 0). Return that maximum.
    static long bestProfit(long[] profit) {
        // TODO: write your solution here
        return 0;
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
        int n = nextInt();
        long[] profit = new long[n];
        for (int i = 0; i < n; i++) profit[i] = nextLong();
        System.out.println(bestProfit(profit));
    }
}
