import java.io.*;

public class Main {
    // output[i] is the net output of hour i + 1.
    // Return {largest total of k consecutive hours, first hour (1-based) of the earliest such block}.
    static long[] bestContractBlock(long[] output, int k) {
        // TODO: write your solution here
        return new long[] {0, 1};
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
        int k = (int) nextLong();
        long[] output = new long[n];
        for (int i = 0; i < n; i++) output[i] = nextLong();
        long[] ans = bestContractBlock(output, k);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
