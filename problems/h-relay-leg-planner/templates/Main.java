import java.io.*;

public class Main {
    // Split the segments into k consecutive non-empty legs. Return an array of k + 1 longs: M, the
    // smallest possible longest leg, followed by the number of segments of each runner in the plan
    // the statement asks for. Sums need 64-bit integers.
    static long[] planLegs(long[] segments, int k) {
        // TODO: write your solution here
        return new long[k + 1];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        in.nextToken();
        int k = Integer.parseInt(in.sval);
        long[] segments = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            segments[i] = Long.parseLong(in.sval);
        }
        long[] ans = planLegs(segments, k);
        StringBuilder sb = new StringBuilder();
        sb.append(ans[0]).append('\n');
        for (int j = 1; j <= k; j++) {
            if (j > 1) sb.append(' ');
            sb.append(ans[j]);
        }
        System.out.println(sb);
    }
}
