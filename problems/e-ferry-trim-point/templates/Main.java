import java.io.*;

public class Main {
    // Return the smallest index whose left sum equals its right sum, or -1 if there is none.
    static int findTrimPoint(long[] trim) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] trim = new long[n];
        for (int i = 0; i < n; i++) trim[i] = readLong(in);
        System.out.println(findTrimPoint(trim));
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
