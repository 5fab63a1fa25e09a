import java.io.*;

public class Main {
    // v[i] is the net result of day i. Return the largest total of a non-empty run of consecutive
    // days. Totals can exceed 32 bits: use long.
    static long bestStretch(long[] v) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('-', '-');
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            v[i] = Long.parseLong(in.sval);
        }
        System.out.println(bestStretch(v));
    }
}
