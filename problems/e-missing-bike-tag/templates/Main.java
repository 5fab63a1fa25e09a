import java.io.*;

public class Main {
    // tags holds n distinct values from 0..n; return the one value of 0..n that is not in it.
    static long missingTag(long[] tags) {
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
        long[] tags = new long[n];
        for (int i = 0; i < n; i++) tags[i] = nextLong();
        System.out.println(missingTag(tags));
    }
}
