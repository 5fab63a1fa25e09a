import java.io.*;
import java.util.*;

public class Main {
    // isGet[i] tells a get from a put; keys[i] and values[i] (puts only) describe operation i.
    // Replay the operations on an empty drawer of the given capacity (least frequently used sheet
    // goes back first, ties by the oldest last use) and return the results of the gets in order
    // (-1 for a miss). Aim for O(1) or O(log q) per operation.
    static List<Long> replayDrawer(int capacity, boolean[] isGet, long[] keys, long[] values) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int c = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        boolean[] isGet = new boolean[q];
        long[] keys = new long[q], values = new long[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            isGet[i] = st.nextToken().equals("get");
            keys[i] = Long.parseLong(st.nextToken());
            if (!isGet[i]) values[i] = Long.parseLong(st.nextToken());
        }
        StringBuilder sb = new StringBuilder();
        for (long v : replayDrawer(c, isGet, keys, values)) sb.append(v).append('\n');
        System.out.print(sb);
    }
}
