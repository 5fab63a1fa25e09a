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
        buf = System.in.readAllBytes();
        int n = nextInt();
        long take = Long.MIN_VALUE / 2, skip = 0;
        for (int i = 0; i < n; i++) {
            long p = nextLong();
            long ntake = skip + p;
            long nskip = Math.max(skip, take);
            take = ntake;
            skip = nskip;
        }
        System.out.println(Math.max(take, skip));
    }
}
