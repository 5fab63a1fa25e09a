import java.io.*;

public class Main {
    // p[i] is the result of station i on a ring (station n - 1 is followed by station 0). Return the
    // largest sum of an arc of 1 to n consecutive stations, possibly wrapping. Use 64-bit sums.
    static long bestArc(long[] p) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] p = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            p[i] = (long) in.nval;
        }
        System.out.println(bestArc(p));
    }
}
