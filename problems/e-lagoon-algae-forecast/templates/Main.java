import java.io.*;
import java.util.*;

public class Main {
    // Return a^b mod m (a number in 0..m-1). b can be up to 10^18; a <= 10^9 and m <= 2 * 10^9.
    static long powerMod(long a, long b, long m) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long m = Long.parseLong(st.nextToken());
            sb.append(powerMod(a, b, m)).append('\n');
        }
        System.out.print(sb);
    }
}
