import java.io.*;

public class Main {
    // spots[i] is the position of a marked spot (distinct, in any order). Choose k different spots so
    // that the smallest distance between two chosen spots is as large as possible; return it.
    static long widestSpacing(long[] spots, int k) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        long[] spots = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            spots[i] = (long) in.nval;
        }
        System.out.println(widestSpacing(spots, k));
    }
}
