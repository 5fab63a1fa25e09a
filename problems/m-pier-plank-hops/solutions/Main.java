import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), k = nextInt();
        long[] best = new long[n];
        int[] dq = new int[n];
        int head = 0, tail = 0;
        best[0] = nextInt();
        dq[tail++] = 0;
        // deque of indices with strictly decreasing best values
        for (int i = 1; i < n; i++) {
            long a = nextInt();
            while (dq[head] < i - k) head++;
            best[i] = a + best[dq[head]];
            while (tail > head && best[dq[tail - 1]] <= best[i]) tail--;
            dq[tail++] = i;
        }
        System.out.println(best[n - 1]);
    }
}
