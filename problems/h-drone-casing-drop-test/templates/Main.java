import java.io.*;
import java.util.*;

public class Main {
    // Return the smallest number of drops that guarantees finding the critical height on a tower
    // of n platforms with k casings. The answer can be as large as n (up to 10^18).
    static long fewestDrops(long k, long n) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            StringTokenizer st = new StringTokenizer(br.readLine());
            long k = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            sb.append(fewestDrops(k, n)).append('\n');
        }
        System.out.print(sb);
    }
}
