import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int r = in.nextInt();
        int c = in.nextInt();
        int total = r * c;
        byte[] cell = new byte[total];
        int src = -1;
        for (int i = 0; i < r; i++) {
            String row = in.next();
            for (int j = 0; j < c; j++) {
                char ch = row.charAt(j);
                cell[i * c + j] = (byte) ch;
                if (ch == 'S') src = i * c + j;
            }
        }
        int[] dist = new int[total];
        Arrays.fill(dist, -1);
        int[] q = new int[total];
        int head = 0, tail = 0;
        dist[src] = 0;
        q[tail++] = src;
        int ans = -1;
        while (head < tail) {
            int cur = q[head++];
            if (cell[cur] == 'T') { ans = dist[cur]; break; }
            int ci = cur / c, cj = cur % c;
            int[] nbs = {ci > 0 ? cur - c : -1, ci < r - 1 ? cur + c : -1, cj > 0 ? cur - 1 : -1, cj < c - 1 ? cur + 1 : -1};
            for (int nx : nbs) {
                if (nx < 0 || cell[nx] == '#' || dist[nx] != -1) continue;
                dist[nx] = dist[cur] + 1;
                q[tail++] = nx;
            }
        }
        System.out.println(ans);
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
        String next() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            StringBuilder sb = new StringBuilder();
            while (c != -1 && c > ' ') { sb.append((char) c); c = read(); }
            return sb.toString();
        }
    }
}
