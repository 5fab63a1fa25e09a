import java.io.*;
import java.util.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // ways[i] = ways[i-1] (last piece is one digit) + ways[i-2] (last piece is 10..26), rolling two values.
    static int countReadings(String s) {
        long prev2 = 0, prev1 = 1;
        for (int i = 1; i <= s.length(); i++) {
            long cur = 0;
            if (s.charAt(i - 1) != '0') cur = prev1;
            if (i >= 2) {
                int two = (s.charAt(i - 2) - '0') * 10 + (s.charAt(i - 1) - '0');
                if (two >= 10 && two <= 26) cur += prev2;
            }
            cur %= MOD;
            prev2 = prev1;
            prev1 = cur;
        }
        return (int) prev1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        System.out.println(countReadings(s));
    }
}
