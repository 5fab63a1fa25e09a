import java.io.*;
import java.util.*;

public class Main {
    // kinds[i] is 'v', 'b' or 'f'; values[i] is x for 'v' and k for 'b' / 'f'. The history starts
    // as [0] with the guide on it. Return the exhibit the guide is on after every 'b' and 'f'
    // press, in order.
    static long[] runGuide(char[] kinds, long[] values) {
        // TODO: write your solution here
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int q = 0;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        char[] kinds = new char[q];
        long[] values = new long[q];
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            kinds[i] = (char) buf[pos++];
            while (buf[pos] <= ' ') pos++;
            long x = 0;
            while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
            values[i] = x;
        }
        StringBuilder sb = new StringBuilder();
        for (long v : runGuide(kinds, values)) sb.append(v).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
