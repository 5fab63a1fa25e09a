import java.io.*;
import java.util.*;

public class Main {
    // events[i] is a title x >= 1 for "+ x", or 0 for "-". Return one line per "-": the title
    // shelved (as a string) or "EMPTY". Aim for O(1) per event.
    static List<String> shelveBooks(int[] events) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int q = 0;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        int[] events = new int[q];
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            if (buf[pos++] == '+') {
                while (buf[pos] <= ' ') pos++;
                int x = 0;
                while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
                events[i] = x;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String s : shelveBooks(events)) sb.append(s).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
