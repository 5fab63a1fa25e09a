import java.io.*;

public class Main {
    // h[i] is the i-th height reading. Return the largest number of readings that can be picked,
    // in order, so that the steps between picked readings strictly rise and fall alternately.
    static int longestDance(long[] h) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        long[] h = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            h[i] = Long.parseLong(in.sval);
        }
        System.out.println(longestDance(h));
    }
}
