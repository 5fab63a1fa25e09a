import java.io.*;

public class Main {
    // change[i] is the net change on day i + 1 (the array is 0-indexed, days are 1-indexed).
    // For query k the days are ql[k]..qr[k]; return the total change of every query, in order.
    static long[] answerQueries(long[] change, int[] ql, int[] qr) {
        long[] result = new long[ql.length];
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
        int n = nextInt(), q = nextInt();
        long[] change = new long[n];
        for (int i = 0; i < n; i++) change[i] = nextLong();
        int[] ql = new int[q], qr = new int[q];
        for (int k = 0; k < q; k++) {
            ql[k] = nextInt();
            qr[k] = nextInt();
        }
        long[] result = answerQueries(change, ql, qr);
        StringBuilder sb = new StringBuilder();
        for (long v : result) sb.append(v).append('\n');
        System.out.print(sb);
    }
}
