import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        int c = (int) nextLong(buf, pos);
        int q = (int) nextLong(buf, pos);
        HashMap<Long, Long> value = new HashMap<>();
        HashMap<Long, Integer> count = new HashMap<>();
        HashMap<Integer, LinkedHashSet<Long>> group = new HashMap<>();  // oldest use first
        int minCount = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int p = pos[0];
            while (buf[p] < 'a' || buf[p] > 'z') p++;
            boolean isGet = buf[p] == 'g';
            pos[0] = p + 3;
            long key = nextLong(buf, pos);
            long val = isGet ? 0 : nextLong(buf, pos);
            Integer f = count.get(key);
            if (f != null) {
                // a use: move from group f to group f + 1
                LinkedHashSet<Long> from = group.get(f);
                from.remove(key);
                if (from.isEmpty()) {
                    group.remove(f);
                    if (minCount == f) minCount = f + 1;
                }
                count.put(key, f + 1);
                group.computeIfAbsent(f + 1, x -> new LinkedHashSet<>()).add(key);
                if (isGet) sb.append(value.get(key)).append('\n');
                else value.put(key, val);
                continue;
            }
            if (isGet) {
                sb.append("-1\n");
                continue;
            }
            if (value.size() == c) {
                LinkedHashSet<Long> lst = group.get(minCount);
                Iterator<Long> it = lst.iterator();
                long victim = it.next();
                it.remove();
                if (lst.isEmpty()) group.remove(minCount);
                value.remove(victim);
                count.remove(victim);
            }
            value.put(key, val);
            count.put(key, 1);
            group.computeIfAbsent(1, x -> new LinkedHashSet<>()).add(key);
            minCount = 1;
        }
        System.out.print(sb);
    }

    static long nextLong(byte[] buf, int[] pos) {
        int p = pos[0];
        while (buf[p] < '0' || buf[p] > '9') p++;
        long r = 0;
        while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
        pos[0] = p;
        return r;
    }
}
