import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        int n = (int) next(buf, pos);
        long[] s = new long[n], e = new long[n];
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            s[i] = next(buf, pos);
            e[i] = next(buf, pos);
            keys[i] = (s[i] << 16) | i;  // start, then ledger order (n <= 5 * 10^4 < 2^16)
        }
        Arrays.sort(keys);
        for (int j = 1; j < n; j++) {
            int prev = (int) (keys[j - 1] & 0xFFFF), cur = (int) (keys[j] & 0xFFFF);
            if (s[cur] < e[prev]) {
                System.out.println((prev + 1) + " " + (cur + 1));
                return;
            }
        }
        System.out.println(-1);
    }

    static long next(byte[] buf, int[] pos) {
        int p = pos[0];
        while (buf[p] < '0' || buf[p] > '9') p++;
        long r = 0;
        while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
        pos[0] = p;
        return r;
    }
}
