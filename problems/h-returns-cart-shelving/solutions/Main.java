import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int q = 0;
        while (pos < buf.length && buf[pos] > ' ') q = q * 10 + (buf[pos++] - '0');
        HashMap<Integer, Integer> cnt = new HashMap<>();
        // level f: books that brought their title to f copies; a stack stored in a growable array
        ArrayList<int[]> level = new ArrayList<>();
        ArrayList<Integer> levelSize = new ArrayList<>();
        level.add(new int[0]);
        levelSize.add(0);
        int m = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            while (buf[pos] <= ' ') pos++;
            byte c = buf[pos++];
            if (c == '+') {
                while (buf[pos] <= ' ') pos++;
                int x = 0;
                while (pos < buf.length && buf[pos] > ' ') x = x * 10 + (buf[pos++] - '0');
                int f = cnt.merge(x, 1, Integer::sum);
                if (level.size() <= f) {
                    level.add(new int[4]);
                    levelSize.add(0);
                }
                int[] st = level.get(f);
                int sz = levelSize.get(f);
                if (sz == st.length) {
                    st = Arrays.copyOf(st, sz * 2);
                    level.set(f, st);
                }
                st[sz] = x;
                levelSize.set(f, sz + 1);
                if (f > m) m = f;
            } else if (m == 0) {
                sb.append("EMPTY\n");
            } else {
                int sz = levelSize.get(m) - 1;
                int x = level.get(m)[sz];
                levelSize.set(m, sz);
                cnt.merge(x, -1, Integer::sum);
                if (sz == 0) m--;
                sb.append(x).append('\n');
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
