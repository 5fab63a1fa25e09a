import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        long k = nextLong(buf, pos), w = nextLong(buf, pos);
        int q = (int) nextLong(buf, pos);
        HashMap<String, ArrayDeque<Long>> queues = new HashMap<>();
        byte[] out = new byte[q + 1];
        for (int i = 0; i < q; i++) {
            long t = nextLong(buf, pos);
            int p = pos[0];
            while (buf[p] < 'a' || buf[p] > 'z') p++;
            int start = p;
            while (p < buf.length && buf[p] >= 'a' && buf[p] <= 'z') p++;
            pos[0] = p;
            String name = new String(buf, start, p - start, java.nio.charset.StandardCharsets.US_ASCII);
            ArrayDeque<Long> dq = queues.computeIfAbsent(name, x -> new ArrayDeque<>());
            while (!dq.isEmpty() && t - dq.peekFirst() >= w) dq.pollFirst();
            if (dq.size() < k) {
                dq.addLast(t);
                out[i] = 'A';
            } else {
                out[i] = 'D';
            }
        }
        out[q] = '\n';
        System.out.write(out);
        System.out.flush();
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
