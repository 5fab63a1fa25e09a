import java.io.*;
import java.util.*;

public class Main {
    // Return how many integers x with L <= x <= R are clear: no two neighbouring digits of x are
    // equal. Answers can exceed 32 bits.
    static long countClearInRange(long L, long R) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(br.readLine());
            long L = Long.parseLong(st.nextToken());
            long R = Long.parseLong(st.nextToken());
            sb.append(countClearInRange(L, R)).append('\n');
        }
        System.out.print(sb);
    }
}
