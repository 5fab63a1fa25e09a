import java.io.*;

public class Main {
    // tolls[i] is the toll of stone i. Start on the near bank (before stone 0), hop 1 or 2 positions
    // at a time, finish on the far bank (after stone n-1). Return the minimum total toll.
    static long minTotalToll(long[] tolls) {
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
        long[] tolls = new long[n];
        for (int i = 0; i < n; i++) tolls[i] = nextLong();
        System.out.println(minTotalToll(tolls));
    }
}
