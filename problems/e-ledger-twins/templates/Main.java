import java.io.*;
import java.util.*;

public class Main {
    // Return {i, j} (i < j) as described in the statement, or null if no pair exists.
    static int[] findTwins(long[] amounts, long target) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('-', '-');
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        in.nextToken();
        long target = Long.parseLong(in.sval);
        long[] amounts = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            amounts[i] = Long.parseLong(in.sval);
        }
        int[] ans = findTwins(amounts, target);
        System.out.println(ans == null ? "-1" : ans[0] + " " + ans[1]);
    }
}
