import java.io.*;
import java.util.*;

public class Main {
    // Crews inspect every a-th, b-th and c-th post (posts 1, 2, 3, ...). Return the number of the
    // k-th post (in increasing order) inspected by at least one crew. Answers reach 10^18; watch
    // overflow.
    static long kthInspected(long a, long b, long c, long k) {
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
            long c = Long.parseLong(st.nextToken());
            long k = Long.parseLong(st.nextToken());
            sb.append(kthInspected(a, b, c, k)).append('\n');
        }
        System.out.print(sb);
    }
}
