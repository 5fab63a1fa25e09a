import java.io.*;

public class Main {
    // From stone i you may jump to any stone j with i < j <= i + reach[i]. Return the minimum number
    // of jumps from stone 0 to the last stone, or -1 if it cannot be reached.
    static int minimumJumps(long[] reach) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] reach = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            reach[i] = (long) in.nval;
        }
        System.out.println(minimumJumps(reach));
    }
}
