import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer st = new StreamTokenizer(br);
        st.nextToken();
        int n = (int) st.nval;
        long[] v = new long[n + 2];
        v[0] = 1;
        v[n + 1] = 1;
        for (int i = 1; i <= n; i++) { st.nextToken(); v[i] = (long) st.nval; }
        int N = n + 2;
        long[][] best = new long[N][N];
        for (int len = 2; len < N; len++) {
            for (int l = 0; l + len < N; l++) {
                int r = l + len;
                long b = 0;
                for (int m = l + 1; m < r; m++)
                    b = Math.max(b, best[l][m] + best[m][r] + v[l] * v[m] * v[r]);
                best[l][r] = b;
            }
        }
        System.out.println(best[0][N - 1]);
    }
}
