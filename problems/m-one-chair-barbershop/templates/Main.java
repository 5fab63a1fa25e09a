import java.io.*;
import java.util.*;

public class Main {
    // Customer i (0-based here) arrives at a[i] and needs d[i] minutes. Return the customer numbers
    // (1-based) in the order the barber serves them.
    static int[] serviceOrder(int[] a, int[] d) {
        // TODO: write your solution here
        return new int[a.length];
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] <= ' ') pos++;
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int[] a = new int[n], d = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = nextInt();
            d[i] = nextInt();
        }
        int[] r = serviceOrder(a, d);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < r.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(r[i]);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
