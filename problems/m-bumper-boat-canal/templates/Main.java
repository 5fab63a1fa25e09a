import java.io.*;
import java.util.*;

public class Main {
    // a[i] > 0: boat heading east with weight a[i]; a[i] < 0: heading west with weight -a[i].
    // Return the boats left in the canal, from west to east.
    static int[] survivors(int[] a) {
        // TODO: write your solution here
        return new int[0];
    }

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
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt();
        int[] r = survivors(a);
        StringBuilder sb = new StringBuilder();
        sb.append(r.length).append('\n');
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
