import java.io.*;
import java.util.*;

public class Main {
    // 0/1 knapsack over capacities, iterating capacities downwards so each item is used once.
    static long bestPayload(int W, int[] mass, long[] score) {
        long[] best = new long[W + 1];
        for (int i = 0; i < mass.length; i++) {
            int m = mass[i];
            long v = score[i];
            for (int c = W; c >= m; c--) {
                long cand = best[c - m] + v;
                if (cand > best[c]) best[c] = cand;
            }
        }
        return best[W];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedInputStream(System.in));
        st.nextToken();
        int n = (int) st.nval;
        st.nextToken();
        int W = (int) st.nval;
        int[] mass = new int[n];
        long[] score = new long[n];
        for (int i = 0; i < n; i++) {
            st.nextToken();
            mass[i] = (int) st.nval;
            st.nextToken();
            score[i] = (long) st.nval;
        }
        System.out.println(bestPayload(W, mass, score));
    }
}
