import java.io.*;
import java.util.*;

public class Main {
    // Return all packing plans of n boxes (balanced strings of n '(' and n ')') in lexicographic
    // order, '(' before ')'. Tip: backtracking that tries '(' first.
    static List<String> allPlans(int n) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        List<String> plans = allPlans(n);
        StringBuilder out = new StringBuilder();
        out.append(plans.size()).append('\n');
        st = new StringTokenizer(br.readLine());
        for (int i = 0; i < q; i++) {
            int k = Integer.parseInt(st.nextToken());
            out.append(k - 1 < plans.size() ? plans.get(k - 1) : "?").append('\n');
        }
        System.out.print(out);
    }
}
