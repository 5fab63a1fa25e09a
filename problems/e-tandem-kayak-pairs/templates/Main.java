import java.io.*;

public class Main {
    // loads is sorted in non-decreasing order.
    // Return the number of pairs i < j with loads[i] + loads[j] <= limit.
    static long countKayakPairs(long[] loads, long limit) {
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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long limit = nextLong();
        long[] loads = new long[n];
        for (int i = 0; i < n; i++) loads[i] = nextLong();
        System.out.println(countKayakPairs(loads, limit));
    }
}
