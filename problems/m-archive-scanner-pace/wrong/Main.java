// Learner's mistake: the hours are added up in a 32-bit int. For slow speeds the true total
// (up to 10^14) wraps around, so a speed that is far too slow can look fast enough.
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long h = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        int mx = 1;
        for (int i = 0; i < n; i++) { a[i] = Integer.parseInt(st.nextToken()); mx = Math.max(mx, a[i]); }
        int lo = 1, hi = mx;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int hours = 0;
            for (int i = 0; i < n; i++) hours += (a[i] + mid - 1) / mid;
            if (hours <= h) hi = mid;
            else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
