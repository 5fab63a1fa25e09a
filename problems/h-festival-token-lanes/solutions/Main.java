import java.io.*;
import java.util.*;

public class Main {
    // Kosaraju (iterative): components come out in topological order of the condensation. A
    // component is worth the sum of its tokens; the best walk is a longest path in the
    // condensation DAG, computed in reverse topological order. lanes[i] = {u, v}.
    static long bestHaul(int n, int[] tokens, int[][] lanes) {
        int m = lanes.length;
        int[] os = new int[n + 1], is = new int[n + 1];
        for (int[] l : lanes) { os[l[0] + 1]++; is[l[1] + 1]++; }
        for (int i = 0; i < n; i++) { os[i + 1] += os[i]; is[i + 1] += is[i]; }
        int[] of = Arrays.copyOf(os, n), inf = Arrays.copyOf(is, n), ol = new int[m], il = new int[m];
        for (int[] l : lanes) { ol[of[l[0]]++] = l[1]; il[inf[l[1]]++] = l[0]; }
        boolean[] seen = new boolean[n];
        int[] order = new int[n], stack = new int[n], edge = new int[n];
        int done = 0;
        for (int s = 0; s < n; s++) {
            if (seen[s]) continue;
            int top = 0;
            stack[top] = s;
            edge[top++] = os[s];
            seen[s] = true;
            while (top > 0) {
                int x = stack[top - 1];
                if (edge[top - 1] < os[x + 1]) {
                    int y = ol[edge[top - 1]++];
                    if (!seen[y]) {
                        seen[y] = true;
                        stack[top] = y;
                        edge[top++] = os[y];
                    }
                } else {
                    order[done++] = x;
                    top--;
                }
            }
        }
        int[] comp = new int[n];
        Arrays.fill(comp, -1);
        int comps = 0;
        for (int k = n - 1; k >= 0; k--) {
            int s = order[k];
            if (comp[s] >= 0) continue;
            comp[s] = comps;
            int top = 0;
            stack[top++] = s;
            while (top > 0) {
                int x = stack[--top];
                for (int j = is[x]; j < is[x + 1]; j++) {
                    int y = il[j];
                    if (comp[y] < 0) {
                        comp[y] = comps;
                        stack[top++] = y;
                    }
                }
            }
            comps++;
        }
        long[] worth = new long[comps], best = new long[comps], next = new long[comps];
        for (int i = 0; i < n; i++) worth[comp[i]] += tokens[i];
        // plazas bucketed by component
        int[] cs = new int[comps + 1];
        for (int i = 0; i < n; i++) cs[comp[i] + 1]++;
        for (int c = 0; c < comps; c++) cs[c + 1] += cs[c];
        int[] cf = Arrays.copyOf(cs, comps), members = new int[n];
        for (int i = 0; i < n; i++) members[cf[comp[i]]++] = i;
        for (int c = comps - 1; c >= 0; c--) {
            for (int k = cs[c]; k < cs[c + 1]; k++) {
                int x = members[k];
                for (int j = os[x]; j < os[x + 1]; j++) {
                    int d = comp[ol[j]];
                    if (d != c && best[d] > next[c]) next[c] = best[d];
                }
            }
            best[c] = worth[c] + next[c];
        }
        return best[comp[0]];
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        int[] tokens = new int[n];
        for (int i = 0; i < n; i++) tokens[i] = nextInt();
        int[][] lanes = new int[m][2];
        for (int i = 0; i < m; i++) {
            lanes[i][0] = nextInt();
            lanes[i][1] = nextInt();
        }
        System.out.println(bestHaul(n, tokens, lanes));
    }
}
