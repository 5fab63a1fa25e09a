import java.io.*;
import java.util.*;

public class Main {
    // kinds[i] is '+', '-', '*' or '?'; amounts[i] is x for '+' (0 otherwise). Run the keys on an
    // empty tape and return the total printed by every '?', in order. Aim for O(1) per key.
    static long[] runTill(char[] kinds, long[] amounts) {
        // TODO: write your solution here
        return new long[0];
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        int q = 0;
        while (buf[pos] <= ' ') pos++;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        char[] kinds = new char[q];
        long[] amounts = new long[q];
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            kinds[i] = (char) buf[pos++];
            if (kinds[i] == '+') {
                while (buf[pos] <= ' ') pos++;
                long x = 0;
                while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
                amounts[i] = x;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (long v : runTill(kinds, amounts)) sb.append(v).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
