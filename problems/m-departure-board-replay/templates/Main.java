import java.io.*;
import java.util.*;

public class Main {
    // Line i of the log (0-based here) happens at second i + 1: kinds[i] is 's' or 'g', plats[i] the
    // platform, xs[i] the value v for 's' or the second t for 'g'. Return the answer of every 'g'
    // line, in order: the number platform p showed at the end of second t, or -1.
    static long[] replayBoard(char[] kinds, int[] plats, int[] xs) {
        // TODO: write your solution here
        return new long[0];
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] < '0' || buf[pos] > '9') pos++;
        int r = 0;
        while (pos < buf.length && buf[pos] >= '0' && buf[pos] <= '9') r = r * 10 + (buf[pos++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int q = nextInt();
        char[] kinds = new char[q];
        int[] plats = new int[q];
        int[] xs = new int[q];
        for (int i = 0; i < q; i++) {
            while (buf[pos] != 's' && buf[pos] != 'g') pos++;
            kinds[i] = (char) buf[pos++];
            plats[i] = nextInt();
            xs[i] = nextInt();
        }
        StringBuilder sb = new StringBuilder();
        for (long v : replayBoard(kinds, plats, xs)) sb.append(v).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
