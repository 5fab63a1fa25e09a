import java.io.*;

public class Main {
    // glazes[i] is the glaze of tray i; after a glaze is fired, at least c hours must pass before
    // the same glaze is fired again. Return the minimum number of hours to fire every tray.
    static long minimumHours(long[] glazes, long c) {
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
        long c = Long.parseLong(in.sval);
        long[] glazes = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            glazes[i] = Long.parseLong(in.sval);
        }
        System.out.println(minimumHours(glazes, c));
    }
}
