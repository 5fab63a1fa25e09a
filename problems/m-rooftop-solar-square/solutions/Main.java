import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int[] nums = new int[2];
        for (int k = 0; k < 2; k++) {
            while (buf[p] < '0' || buf[p] > '9') p++;
            int v = 0;
            while (buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            nums[k] = v;
        }
        int r = nums[0], c = nums[1];
        int[] prev = new int[c + 1], cur = new int[c + 1]; // side of the largest free square ending here
        int best = 0;
        long count = 0;
        for (int i = 0; i < r; i++) {
            while (buf[p] != '.' && buf[p] != '#') p++;
            cur[0] = 0;
            for (int j = 1; j <= c; j++) {
                if (buf[p + j - 1] == '#') { cur[j] = 0; continue; }
                int s = 1 + Math.min(prev[j], Math.min(cur[j - 1], prev[j - 1]));
                cur[j] = s;
                if (s > best) { best = s; count = 1; }
                else if (s == best) count++;
            }
            p += c;
            int[] t = prev; prev = cur; cur = t;
        }
        if (best == 0) count = 0;
        System.out.println(best + " " + count);
    }
}
