import java.io.*;

public class Main {
    // p[i] is the closing price of day i. Return the sum, over all periods i..j (i <= j), of the
    // highest price minus the lowest price of the period. The total needs 64 bits.
    static long totalSwing(long[] p) {
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
        System.out.println(totalSwing(p));
    }
}
