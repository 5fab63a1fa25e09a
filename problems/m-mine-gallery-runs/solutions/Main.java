import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long k = in.nextLong();
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = in.nextLong();
        int[] first = new int[n], nxt = new int[n], par = new int[n];
        Arrays.fill(first, -1);
        par[0] = -1;
        for (int i = 1; i < n; i++) {
            int p = in.nextInt();
            par[i] = p;
            nxt[i] = first[p];
            first[p] = i;
        }
        // prefix sums on the current root path -> how many prefixes have them
        HashMap<Long, Integer> cnt = new HashMap<>(4 * n + 4);
        cnt.put(0L, 1);
        long[] S = new long[n];
        long answer = 0;
        int[] st = new int[2 * n + 1]; // x >= 0: enter x; ~x: leave x
        int top = 0;
        st[top++] = 0;
        while (top > 0) {
            int x = st[--top];
            if (x < 0) {
                x = ~x;
                int c = cnt.get(S[x]) - 1;
                if (c == 0) cnt.remove(S[x]);
                else cnt.put(S[x], c);
                continue;
            }
            S[x] = (x == 0 ? 0 : S[par[x]]) + v[x];
            Integer hit = cnt.get(S[x] - k);
            if (hit != null) answer += hit;
            cnt.merge(S[x], 1, Integer::sum);
            st[top++] = ~x;
            for (int c = first[x]; c != -1; c = nxt[c]) st[top++] = c;
        }
        System.out.println(answer);
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;
        FastReader(InputStream is) { in = new DataInputStream(is); }
        private int read() throws IOException {
            if (ptr == len) { len = in.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
        int nextInt() throws IOException { return (int) nextLong(); }
    }
}
