import java.io.*;
import java.util.*;

public class Main {
    // Return the k most played ids: more plays first, ties broken by the smaller id.
    static int[] topTracks(int[] plays, int k) {
        // TODO: build the chart
        return new int[0];
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), k = nextInt();
        int[] plays = new int[n];
        for (int i = 0; i < n; i++) plays[i] = nextInt();
        int[] chart = topTracks(plays, k);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < chart.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(chart[i]);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
