import java.io.*;

public class Main {
    // deadline[i] and fee[i] describe order i. Each order takes one day on the single press (days
    // 1, 2, ...) and pays only if printed on or before its deadline day. Return the largest total
    // fee (64-bit).
    static long maxTotalFee(long[] deadline, long[] fee) {
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
        long[] deadline = new long[n];
        long[] fee = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            deadline[i] = Long.parseLong(in.sval);
            in.nextToken();
            fee[i] = Long.parseLong(in.sval);
        }
        System.out.println(maxTotalFee(deadline, fee));
    }
}
