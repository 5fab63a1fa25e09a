import java.io.*;
import java.util.*;

public class Main {
    // Return the maximum total score of instruments with total mass at most W (each used at most once).
    static long bestPayload(int W, int[] mass, long[] score) {
        // TODO: compute the best total score
        return 0;
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
