import java.io.*;

public class Main {
    // Rearrange wagons in place: loaded wagons (non-zero) first in their original order,
    // then all empty wagons (0).
    static void shuntEmptyWagons(int[] wagons) {
        // TODO: write your solution here
    }

    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int[] wagons = new int[n];
        for (int i = 0; i < n; i++) wagons[i] = nextInt();
        shuntEmptyWagons(wagons);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(wagons[i]);
        }
        System.out.println(sb);
    }
}
