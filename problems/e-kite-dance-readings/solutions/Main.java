import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long prev = nextLong();
        int up = 1, down = 1; // longest dance so far ending with a rise / with a fall
        for (int i = 1; i < n; i++) {
            long h = nextLong();
            if (h > prev) up = down + 1;
            else if (h < prev) down = up + 1;
            prev = h;
        }
        System.out.println(Math.max(up, down));
    }
}
