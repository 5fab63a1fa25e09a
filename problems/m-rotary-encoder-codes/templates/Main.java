import java.io.*;
import java.util.*;

public class Main {
    // The disc has 2^B positions; position k carries the code k XOR (k >> 1).
    // type 1: return the code at position a (b is unused).
    // type 2: return the position of code a (b is unused).
    // type 3: return the clockwise steps from the position of code a to the position of code b,
    //         in 0 .. 2^B - 1.
    static long answerQuery(int B, int type, long a, long b) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int B = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            int type = Integer.parseInt(st.nextToken());
            long a = Long.parseLong(st.nextToken());
            long b = type == 3 ? Long.parseLong(st.nextToken()) : 0;
            sb.append(answerQuery(B, type, a, b)).append('\n');
        }
        System.out.print(sb);
    }
}
