// Overflow: the learner keeps the prefix sums in 32-bit ints, so a range whose total passes
// 2^31 - 1 (three days near 10^9 are enough) prints a wrapped-around number.
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), q = nextInt(in);
        int[] pre = new int[n + 1];
        for (int i = 1; i <= n; i++) pre[i] = pre[i - 1] + nextInt(in);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < q; k++) {
            int l = nextInt(in), r = nextInt(in);
            sb.append(pre[r] - pre[l - 1]).append('\n');
        }
        System.out.print(sb);
    }

    static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = b == '-';
        if (neg) b = in.read();
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return neg ? -ret : ret;
    }
}
