import java.io.*;
import java.util.*;

public class Main {
    // weight[i] is the weight of sack i (n <= 36). Return the number of sets of sacks (the empty
    // set included) whose total weight lies in [L, R]. Totals and the count need 64-bit integers.
    static long countReleases(long[] weight, long L, long R) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long L = Long.parseLong(st.nextToken());
        long R = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] weight = new long[n];
        for (int i = 0; i < n; i++) weight[i] = Long.parseLong(st.nextToken());
        System.out.println(countReleases(weight, L, R));
    }
}
