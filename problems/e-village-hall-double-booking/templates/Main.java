import java.io.*;

public class Main {
    // Booking i (0-based here) occupies [starts[i], ends[i]). Return the ledger numbers (1-based) of
    // the pair described in the statement, as {above, clashing}, or null if no two bookings clash.
    static int[] findClash(long[] starts, long[] ends) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] starts = new long[n], ends = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            starts[i] = (long) in.nval;
            in.nextToken();
            ends[i] = (long) in.nval;
        }
        int[] ans = findClash(starts, ends);
        System.out.println(ans == null ? "-1" : ans[0] + " " + ans[1]);
    }
}
