import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] m = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            m[i] = (long) in.nval;
        }
        if (n == 1) {
            System.out.println(0);
            return;
        }
        int N = 2 * n - 1;
        long[] pre = new long[N + 1];
        for (int i = 0; i < N; i++) pre[i + 1] = pre[i] + m[i % n];
        // dp[i][j] and its mirror col[j][i], so that the inner loop reads both halves in order
        long[][] dp = new long[N][N];
        long[][] col = new long[N][N];
        for (int L = 2; L <= n; L++)
            for (int i = 0; i + L - 1 < N; i++) {
                int j = i + L - 1;
                long best = Long.MAX_VALUE;
                long[] row = dp[i], cj = col[j];
                for (int k = i; k < j; k++) {
                    long v = row[k] + cj[k + 1];
                    if (v < best) best = v;
                }
                long val = best + pre[j + 1] - pre[i];
                dp[i][j] = val;
                cj[i] = val;
            }
        long answer = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) answer = Math.min(answer, dp[i][i + n - 1]);
        System.out.println(answer);
    }
}
