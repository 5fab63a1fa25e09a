import java.io.*;

public class Main {
    // x[i] is the position of buoy i (any order, duplicates allowed). Return the k-th smallest of the
    // n (n - 1) / 2 gaps |x[i] - x[j]| over unordered pairs i != j (k counts from 1, up to ~5e9).
    static long kthSmallestGap(int[] x, long k) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long k = (long) in.nval;
        int[] x = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            x[i] = (int) in.nval;
        }
        System.out.println(kthSmallestGap(x, k));
    }
}
