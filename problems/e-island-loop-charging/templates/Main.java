import java.io.*;

public class Main {
    // charge[i] is added at stop i; drive[i] is used on the leg from stop i to stop (i + 1) % n.
    // Return the smallest start stop from which the van completes the loop (battery starts empty
    // and never goes below 0), or -1 if there is none. Use 64-bit sums.
    static int smallestStart(long[] charge, long[] drive) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        long[] charge = new long[n];
        long[] drive = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); charge[i] = Long.parseLong(in.sval); }
        for (int i = 0; i < n; i++) { in.nextToken(); drive[i] = Long.parseLong(in.sval); }
        System.out.println(smallestStart(charge, drive));
    }
}
