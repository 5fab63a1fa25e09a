import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), k = nextInt();
        int[] cnt = new int[1 << 20];
        cnt[0] = 1;
        int prefix = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            prefix ^= nextInt();
            total += cnt[prefix ^ k];
            cnt[prefix]++;
        }
        System.out.println(total);
    }
}
