import java.io.*;
import java.util.*;

public class Main {
    static long[] pw = new long[20];

    // number of clear integers in [1, N]
    static long countClear(long N) {
        if (N <= 0) return 0;
        String D = Long.toString(N);
        int m = D.length();
        long total = 0;
        for (int k = 1; k < m; k++) total += pw[k]; // shorter numbers
        boolean clear = true;
        for (int i = 0; i < m; i++) {
            int cur = D.charAt(i) - '0';
            int prev = i > 0 ? D.charAt(i - 1) - '0' : -1;
            for (int d = (i == 0 ? 1 : 0); d < cur; d++)
                if (d != prev) total += pw[m - 1 - i];
            if (cur == prev) { clear = false; break; } // N's prefix is not clear
        }
        if (clear) total += 1; // N itself
        return total;
    }

    public static void main(String[] args) throws IOException {
        pw[0] = 1;
        for (int i = 1; i < 20; i++) pw[i] = pw[i - 1] * 9;
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int q = Integer.parseInt(st.nextToken());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(br.readLine());
            long L = Long.parseLong(st.nextToken());
            long R = Long.parseLong(st.nextToken());
            sb.append(countClear(R) - countClear(L - 1)).append('\n');
        }
        System.out.print(sb);
    }
}
