import java.io.*;
import java.util.*;

public class Main {
    static class Operation {
        boolean isGet;   // true for "get key", false for "put key value"
        long key;
        long value;      // only meaningful for put
    }

    // Replay the operations on an empty LRU cache of the given capacity and return the
    // results of the get operations in order (-1 for a miss).
    // Tip: a hash map from key to a node of a doubly linked list ordered by recency.
    static List<Long> replayCache(int capacity, Operation[] ops) {
        // TODO: implement
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int c = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        Operation[] ops = new Operation[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(br.readLine());
            Operation o = new Operation();
            o.isGet = st.nextToken().equals("get");
            o.key = Long.parseLong(st.nextToken());
            if (!o.isGet) o.value = Long.parseLong(st.nextToken());
            ops[i] = o;
        }
        StringBuilder sb = new StringBuilder();
        for (long v : replayCache(c, ops)) sb.append(v).append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(sb);
        pw.flush();
    }
}
