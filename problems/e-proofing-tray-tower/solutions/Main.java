import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        int q = (int) nextLong(buf, pos);
        long[] val = new long[q];
        long[] low = new long[q];
        int top = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int p = pos[0];
            while (buf[p] < 'a' || buf[p] > 'z') p++;
            byte c0 = buf[p], c1 = buf[p + 1];
            while (p < buf.length && buf[p] >= 'a' && buf[p] <= 'z') p++;
            pos[0] = p;
            if (c1 == 'u') {
                long x = nextLong(buf, pos);
                val[top] = x;
                low[top] = top == 0 ? x : Math.min(x, low[top - 1]);
                top++;
            } else if (top == 0) {
                sb.append("EMPTY\n");
            } else if (c0 == 'p') {
                sb.append(val[--top]).append('\n');
            } else if (c0 == 't') {
                sb.append(val[top - 1]).append('\n');
            } else {
                sb.append(low[top - 1]).append('\n');
            }
        }
        System.out.print(sb);
    }

    static long nextLong(byte[] buf, int[] pos) {
        int p = pos[0];
        while (buf[p] != '-' && (buf[p] < '0' || buf[p] > '9')) p++;
        boolean neg = false;
        if (buf[p] == '-') { neg = true; p++; }
        long r = 0;
        while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
        pos[0] = p;
        return neg ? -r : r;
    }
}
