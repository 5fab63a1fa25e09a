import java.io.*;
import java.util.*;

public class Main {
    // sorted list of all subset totals of w[from..to), built by merging
    static long[] totals(long[] w, int from, int to) {
        long[] cur = {0};
        for (int k = from; k < to; k++) {
            long x = w[k];
            long[] merged = new long[cur.length * 2];
            int i = 0, j = 0, m = 0;
            while (i < cur.length && j < cur.length) {
                if (cur[i] <= cur[j] + x) merged[m++] = cur[i++];
                else merged[m++] = cur[j++] + x;
            }
            while (i < cur.length) merged[m++] = cur[i++];
            while (j < cur.length) merged[m++] = cur[j++] + x;
            cur = merged;
        }
        return cur;
    }

    static long countAtMost(long[] a, long[] b, long X) {
        if (X < 0) return 0;
        long cnt = 0;
        int j = b.length - 1;
        for (long x : a) {
            while (j >= 0 && x + b[j] > X) j--;
            if (j < 0) break;
            cnt += j + 1;
        }
        return cnt;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long L = Long.parseLong(st.nextToken());
        long R = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] w = new long[n];
        for (int i = 0; i < n; i++) w[i] = Long.parseLong(st.nextToken());
        int h = n / 2;
        long[] A = totals(w, 0, h);
        long[] B = totals(w, h, n);
        System.out.println(countAtMost(A, B, R) - countAtMost(A, B, L - 1));
    }
}
