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
        int n = nextInt();
        int[] st = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            int a = nextInt();
            if (a > 0) { st[top++] = a; continue; }
            // a west-bound boat meets the east-bound boats on top of the stack
            boolean alive = true;
            while (top > 0 && st[top - 1] > 0) {
                if (st[top - 1] < -a) { top--; continue; }
                if (st[top - 1] == -a) top--;
                alive = false;
                break;
            }
            if (alive) st[top++] = a;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(top).append('\n');
        for (int i = 0; i < top; i++) {
            if (i > 0) sb.append(' ');
            sb.append(st[i]);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
