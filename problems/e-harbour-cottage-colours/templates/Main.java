import java.io.*;

public class Main {
    // price[i] = {red, white, blue}: the prices of painting cottage i in each colour. Return the
    // smallest total price when neighbouring cottages must get different colours.
    static long cheapestRow(long[][] price) {
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
        long[][] price = new long[n][3];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < 3; c++) {
                in.nextToken();
                price[i][c] = Long.parseLong(in.sval);
            }
        }
        System.out.println(cheapestRow(price));
    }
}
