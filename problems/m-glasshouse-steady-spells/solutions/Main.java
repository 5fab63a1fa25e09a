import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int d = nextInt();
        int[] t = new int[n];
        for (int i = 0; i < n; i++) t[i] = nextInt();
        int[] maxQ = new int[n], minQ = new int[n];
        int maxH = 0, maxT = 0, minH = 0, minT = 0, left = 0;
        long count = 0;
        for (int j = 0; j < n; j++) {
            while (maxT > maxH && t[maxQ[maxT - 1]] <= t[j]) maxT--;
            maxQ[maxT++] = j;
            while (minT > minH && t[minQ[minT - 1]] >= t[j]) minT--;
            minQ[minT++] = j;
            while (t[maxQ[maxH]] - t[minQ[minH]] > d) {
                left++;
                if (maxQ[maxH] < left) maxH++;
                if (minQ[minH] < left) minH++;
            }
            count += j - left + 1;
        }
        System.out.println(count);
    }
}
