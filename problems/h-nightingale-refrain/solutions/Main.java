import java.io.*;
import java.util.*;

public class Main {
    static final long M1 = 1000000007L, M2 = 998244353L, B1 = 131, B2 = 137;
    static int n;
    static long[] h1, h2, p1, p2;

    // double hash of every window of length L, packed into one long
    static long[] windowKeys(int L) {
        int m = n - L + 1;
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) {
            long a = ((h1[i + L] - h1[i] * p1[L] % M1) % M1 + M1) % M1;
            long b = ((h2[i + L] - h2[i] * p2[L] % M2) % M2 + M2) % M2;
            keys[i] = a << 32 | b;
        }
        return keys;
    }

    static boolean hasRepeat(int L) {
        long[] keys = windowKeys(L);
        Arrays.sort(keys);
        for (int i = 0; i + 1 < keys.length; i++) if (keys[i] == keys[i + 1]) return true;
        return false;
    }

    // smallest start of a window of length L that occurs at least twice
    static int firstRepeat(int L) {
        long[] w = windowKeys(L);
        long[] sorted = w.clone();
        Arrays.sort(sorted);
        HashSet<Long> repeated = new HashSet<>();
        for (int i = 0; i + 1 < sorted.length; i++) if (sorted[i] == sorted[i + 1]) repeated.add(sorted[i]);
        for (int i = 0; i < w.length; i++) if (repeated.contains(w[i])) return i;
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        byte[] s = br.readLine().trim().getBytes();
        n = s.length;
        h1 = new long[n + 1]; h2 = new long[n + 1]; p1 = new long[n + 1]; p2 = new long[n + 1];
        p1[0] = p2[0] = 1;
        for (int i = 0; i < n; i++) {
            h1[i + 1] = (h1[i] * B1 + s[i]) % M1;
            h2[i + 1] = (h2[i] * B2 + s[i]) % M2;
            p1[i + 1] = p1[i] * B1 % M1;
            p2[i + 1] = p2[i] * B2 % M2;
        }
        int lo = 0, hi = n - 1;  // a repeated window of length lo exists (0 trivially)
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (hasRepeat(mid)) lo = mid;
            else hi = mid - 1;
        }
        System.out.println(lo == 0 ? "0" : lo + " " + (firstRepeat(lo) + 1));
    }
}
