import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int q = 0;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        int[] hist = new int[q + 1];
        int cur = 0, last = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            byte c = buf[pos++];
            while (buf[pos] <= ' ') pos++;
            long x = 0;
            while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
            if (c == 'v') {
                hist[++cur] = (int) x;
                last = cur;
                continue;
            }
            if (c == 'b') cur = (int) Math.max(0, cur - x);
            else cur = (int) Math.min(last, cur + x);
            sb.append(hist[cur]).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
