import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
    // can d drops with k casings handle n platforms? sum of C(d, i), i = 1..k, compared with n
    static boolean enough(long d, long k, BigInteger n) {
        BigInteger term = BigInteger.ONE, sum = BigInteger.ZERO;
        BigInteger bd = BigInteger.valueOf(d);
        for (long i = 1; i <= k && i <= d; i++) {
            term = term.multiply(bd.subtract(BigInteger.valueOf(i - 1))).divide(BigInteger.valueOf(i));
            sum = sum.add(term);
            if (sum.compareTo(n) >= 0) return true;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            StringTokenizer st = new StringTokenizer(br.readLine());
            long k = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            BigInteger bn = BigInteger.valueOf(n);
            long lo = 1, hi = n;
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                if (enough(mid, k, bn)) hi = mid;
                else lo = mid + 1;
            }
            sb.append(lo).append('\n');
        }
        System.out.print(sb);
    }
}
