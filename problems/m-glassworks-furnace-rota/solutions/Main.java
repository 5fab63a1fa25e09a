import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] w = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                in.nextToken();
                w[i][j] = (long) in.nval;
            }
        int full = (1 << n) - 1;
        // best[mask]: least waste placing the first popcount(mask) blowers on the furnaces of mask
        long[] best = new long[1 << n];
        Arrays.fill(best, Long.MAX_VALUE);
        best[0] = 0;
        for (int mask = 0; mask < full; mask++) {
            long cur = best[mask];
            long[] row = w[Integer.bitCount(mask)];
            for (int j = 0; j < n; j++) {
                if ((mask >> j & 1) != 0) continue;
                int next = mask | (1 << j);
                if (cur + row[j] < best[next]) best[next] = cur + row[j];
            }
        }
        System.out.println(best[full]);
    }
}
