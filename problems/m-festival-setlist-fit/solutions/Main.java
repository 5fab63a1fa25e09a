import java.io.*;
import java.util.*;

public class Main {
    static int n;
    static long T;
    static long[] d, suf;
    static int[] clash;
    static long cnt = 0;
    static int bestMask = -1;

    static void dfs(int i, int mask, long sum) {
        if (sum == T) {
            if (bestMask < 0) bestMask = mask;
            cnt++;
            return;
        }
        if (i == n || sum + suf[i] < T) return;
        if (sum + d[i] <= T && (clash[i] & mask) == 0) dfs(i + 1, mask | (1 << i), sum + d[i]);
        dfs(i + 1, mask, sum);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        st.resetSyntax();
        st.wordChars('0', '9');
        st.whitespaceChars(0, ' ');
        st.nextToken(); n = Integer.parseInt(st.sval);
        st.nextToken(); int m = Integer.parseInt(st.sval);
        st.nextToken(); T = Long.parseLong(st.sval);
        d = new long[n];
        for (int i = 0; i < n; i++) { st.nextToken(); d[i] = Long.parseLong(st.sval); }
        clash = new int[n];
        for (int k = 0; k < m; k++) {
            st.nextToken(); int u = Integer.parseInt(st.sval) - 1;
            st.nextToken(); int v = Integer.parseInt(st.sval) - 1;
            clash[u] |= 1 << v;
            clash[v] |= 1 << u;
        }
        suf = new long[n + 1];
        for (int i = n - 1; i >= 0; i--) suf[i] = suf[i + 1] + d[i];
        dfs(0, 0, 0);
        StringBuilder out = new StringBuilder();
        out.append(cnt).append('\n');
        if (bestMask >= 0) {
            boolean first = true;
            for (int k = 0; k < n; k++) {
                if ((bestMask >> k & 1) == 0) continue;
                if (!first) out.append(' ');
                out.append(k + 1);
                first = false;
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
