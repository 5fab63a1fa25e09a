import java.io.*;
import java.util.*;

public class Main {
    // Observation i says: photo photos[i] shows ring code codes[i].
    // Return, after each observation, the number of different birds among the n photos.
    static int[] birdCounts(int n, int[] photos, int[] codes) {
        // TODO: write your solution here
        return new int[photos.length];
    }

    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int q = nextInt();
        int[] photos = new int[q], codes = new int[q];
        for (int i = 0; i < q; i++) {
            photos[i] = nextInt();
            codes[i] = nextInt();
        }
        int[] ans = birdCounts(n, photos, codes);
        StringBuilder sb = new StringBuilder();
        for (int x : ans) sb.append(x).append('\n');
        System.out.print(sb);
    }
}
