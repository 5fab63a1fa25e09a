import java.io.*;

public class Main {
    // Return the length of the shortest block of consecutive crates weighing at least target,
    // or 0 if there is none.
    static int shortestBatch(int[] weights, long target) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long target = readLong(in);
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) weights[i] = (int) readLong(in);
        System.out.println(shortestBatch(weights, target));
    }

    static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }
}
