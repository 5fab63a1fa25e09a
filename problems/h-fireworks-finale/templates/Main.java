import java.io.*;

public class Main {
    // Return the maximum total score for firing all shells with brightnesses b.
    static long bestShow(long[] b) {
        // TODO: implement
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer st = new StreamTokenizer(br);
        st.nextToken();
        int n = (int) st.nval;
        long[] b = new long[n];
        for (int i = 0; i < n; i++) { st.nextToken(); b[i] = (long) st.nval; }
        System.out.println(bestShow(b));
    }
}
