import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        int q = 0;
        while (buf[pos] <= ' ') pos++;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        // run[i] is the total of the first i live lines; run[0] = 0 stands for the empty tape.
        long[] run = new long[q + 1];
        int size = 1;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            byte c = buf[pos++];
            if (c == '+') {
                while (buf[pos] <= ' ') pos++;
                long x = 0;
                while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
                run[size] = run[size - 1] + x;
                size++;
            } else if (c == '-') {
                if (size > 1) size--;
            } else if (c == '*') {
                if (size > 1) {
                    long last = run[size - 1] - run[size - 2];
                    run[size] = run[size - 1] + last;
                    size++;
                }
            } else {
                sb.append(run[size - 1]).append('\n');
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
