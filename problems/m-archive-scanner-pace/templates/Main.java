import java.io.*;

public class Main {
    // pages[i] is the page count of box i. Return the smallest integer speed v such that the sum of
    // ceil(pages[i] / v) is at most H. Careful: the sums need 64-bit integers.
    static long smallestSpeed(long[] pages, long H) {
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
        in.nextToken();
        long H = Long.parseLong(in.sval);
        long[] pages = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            pages[i] = Long.parseLong(in.sval);
        }
        System.out.println(smallestSpeed(pages, H));
    }
}
