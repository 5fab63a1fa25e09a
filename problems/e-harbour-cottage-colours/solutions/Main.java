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
        long red = 0, white = 0, blue = 0; // cheapest plan so far ending in each colour
        for (int i = 0; i < n; i++) {
            long r = nextLong(), w = nextLong(), b = nextLong();
            long nr = r + Math.min(white, blue);
            long nw = w + Math.min(red, blue);
            long nb = b + Math.min(red, white);
            red = nr;
            white = nw;
            blue = nb;
        }
        System.out.println(Math.min(red, Math.min(white, blue)));
    }
}
