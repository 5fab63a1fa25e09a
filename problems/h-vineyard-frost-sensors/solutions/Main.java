import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[] par = new int[n], first = new int[n], nxt = new int[n];
        Arrays.fill(first, -1);
        par[0] = -1;
        for (int i = 1; i < n; i++) {
            par[i] = in.nextInt();
            nxt[i] = first[par[i]];
            first[par[i]] = i;
        }
        int[] order = new int[n];
        int tail = 1;
        for (int h = 0; h < tail; h++)
            for (int c = first[order[h]]; c != -1; c = nxt[c]) order[tail++] = c;
        boolean[] childNeeds = new boolean[n], childSensor = new boolean[n];
        int sensors = 0;
        for (int i = n - 1; i >= 0; i--) {
            int x = order[i];
            int state; // 0 needs, 1 sensor, 2 watched
            if (childNeeds[x]) { state = 1; sensors++; }
            else if (childSensor[x]) state = 2;
            else state = 0;
            if (x == 0) { if (state == 0) sensors++; break; }
            if (state == 0) childNeeds[par[x]] = true;
            else if (state == 1) childSensor[par[x]] = true;
        }
        System.out.println(sensors);
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
