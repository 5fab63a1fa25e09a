import java.io.*;

public class Main {
    // v[i] is the forecast for day i. Choose three non-overlapping blocks of k consecutive days with the
    // largest total; on ties the lexicographically smallest start days. Return {total, s1, s2, s3}.
    static long[] bestCampaigns(long[] v, int k) {
        // TODO: write your solution here
        return new long[] {0, 0, 0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            v[i] = (long) in.nval;
        }
        long[] r = bestCampaigns(v, k);
        System.out.println(r[0] + "\n" + r[1] + " " + r[2] + " " + r[3]);
    }
}
