import java.io.*;

public class Main {
    // prices[d] is the price on day d. Buy on day i, sell on day j with j - i >= k.
    // Return the maximum profit, or 0 if no trade makes money.
    static long bestProfit(long[] prices, int k) {
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
        int n = nextInt(), k = nextInt();
        long[] prices = new long[n];
        for (int i = 0; i < n; i++) prices[i] = nextLong();
        System.out.println(bestProfit(prices, k));
    }
}
