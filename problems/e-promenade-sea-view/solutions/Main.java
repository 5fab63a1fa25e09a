import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int[] vals = new int[0];
        int count = -1, filled = 0;
        while (p < buf.length) {
            while (p < buf.length && (buf[p] < '0' || buf[p] > '9')) p++;
            if (p >= buf.length) break;
            int v = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            if (count < 0) { count = v; vals = new int[count]; }
            else if (filled < count) vals[filled++] = v;
        }
        int best = 0, views = 0;
        for (int i = count - 1; i >= 0; i--) {
            if (vals[i] > best) { views++; best = vals[i]; }
        }
        System.out.println(views);
    }
}
