import java.io.*;

public class Main {
    // Return {length, first minute} of the shortest (then earliest) stretch with net climb >= K,
    // or null if there is none.
    static int[] shortestClimb(long[] climb, long K) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long K = readLong(in);
        long[] climb = new long[n];
        for (int i = 0; i < n; i++) climb[i] = readLong(in);
        int[] ans = shortestClimb(climb, K);
        System.out.println(ans == null ? "-1" : ans[0] + " " + ans[1]);
    }

    static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = b == '-';
        if (neg) b = in.read();
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return neg ? -r : r;
    }
}
