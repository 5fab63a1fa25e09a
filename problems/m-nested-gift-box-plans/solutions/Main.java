import java.io.*;
import java.util.*;

public class Main {
    static int n;
    static char[] cur;
    static List<String> plans = new ArrayList<>();

    // '(' before ')' at every step: the plans come out in lexicographic order
    static void gen(int pos, int open, int close) {
        if (pos == 2 * n) {
            plans.add(new String(cur));
            return;
        }
        if (open < n) {
            cur[pos] = '(';
            gen(pos + 1, open + 1, close);
        }
        if (close < open) {
            cur[pos] = ')';
            gen(pos + 1, open, close + 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        cur = new char[2 * n];
        gen(0, 0, 0);
        StringBuilder out = new StringBuilder();
        out.append(plans.size()).append('\n');
        st = new StringTokenizer(br.readLine());
        for (int i = 0; i < q; i++) out.append(plans.get(Integer.parseInt(st.nextToken()) - 1)).append('\n');
        System.out.print(out);
    }
}
