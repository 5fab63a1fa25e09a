import java.io.*;
import java.util.*;

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
        int n = nextInt();
        int[] t = new int[n];
        for (int i = 0; i < n; i++) t[i] = nextInt();
        Arrays.sort(t);
        int best = 0, start = t[0];
        for (int i = 0; i + 1 < n; i++)
            if (t[i + 1] - t[i] > best) {
                best = t[i + 1] - t[i];
                start = t[i];
            }
        System.out.println(best + " " + start);
    }
}
