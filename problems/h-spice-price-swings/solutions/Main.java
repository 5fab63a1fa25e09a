import java.io.*;

public class Main {
    static int n;

    static long sumOfMaxima(long[] a) {
        int[] left = new int[n], right = new int[n], st = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && a[st[top - 1]] < a[i]) top--;
            left[i] = top == 0 ? -1 : st[top - 1];
            st[top++] = i;
        }
        top = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && a[st[top - 1]] <= a[i]) top--;
            right[i] = top == 0 ? n : st[top - 1];
            st[top++] = i;
        }
        long total = 0;
        for (int i = 0; i < n; i++) total += a[i] * (long) (i - left[i]) * (right[i] - i);
        return total;
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0, filled = 0;
        n = -1;
        long[] a = new long[0];
        while (p < buf.length) {
            while (p < buf.length && (buf[p] < '0' || buf[p] > '9')) p++;
            if (p >= buf.length) break;
            long v = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            if (n < 0) { n = (int) v; a = new long[n]; }
            else if (filled < n) a[filled++] = v;
        }
        long[] neg = new long[n];
        for (int i = 0; i < n; i++) neg[i] = -a[i];
        System.out.println(sumOfMaxima(a) + sumOfMaxima(neg));
    }
}
