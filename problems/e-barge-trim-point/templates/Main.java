import java.io.*;

public class Main {
    // loads[i] is the net load of bay i + 1. Return the first bay (1-based) whose left and right
    // sides weigh the same, or -1 if there is none.
    static int firstTrimPoint(long[] loads) {
        // TODO: write your solution here
        return -1;
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
        long[] loads = new long[n];
        for (int i = 0; i < n; i++) loads[i] = nextLong();
        System.out.println(firstTrimPoint(loads));
    }
}
