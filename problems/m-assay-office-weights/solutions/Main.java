import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int M = (int) in.nval;
        boolean[] reach = new boolean[M + 1];
        int[] used = new int[M + 1];
        reach[0] = true;
        for (int k = 0; k < n; k++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            int c = (int) in.nval;
            if (a > M) continue;
            // used[s]: fewest weights of this kind needed to reach s
            Arrays.fill(used, 0);
            for (int s = a; s <= M; s++) {
                if (!reach[s] && reach[s - a] && used[s - a] < c) {
                    reach[s] = true;
                    used[s] = used[s - a] + 1;
                }
            }
        }
        int count = 0;
        for (int s = 1; s <= M; s++) if (reach[s]) count++;
        System.out.println(count);
    }
}
