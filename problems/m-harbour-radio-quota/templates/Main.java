import java.io.*;
import java.util.*;

public class Main {
    // times[i] and ships[i] describe message i (times are non-decreasing). Return a string of
    // times.length characters: 'A' if message i is forwarded, 'D' if it is dropped.
    static String replayRelay(long k, long w, long[] times, String[] ships) {
        // TODO: write your solution here
        return "D".repeat(times.length);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        long k = Long.parseLong(st.nextToken());
        long w = Long.parseLong(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        long[] times = new long[q];
        String[] ships = new String[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            times[i] = Long.parseLong(st.nextToken());
            ships[i] = st.nextToken();
        }
        System.out.println(replayRelay(k, w, times, ships));
    }
}
