import java.io.*;

public class Main {
    // Return the number of stretches i..j whose total rainfall lies in [low, high].
    static long countModerate(long[] rain, long low, long high) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long low = readLong(in), high = readLong(in);
        long[] rain = new long[n];
        for (int i = 0; i < n; i++) rain[i] = readLong(in);
        System.out.println(countModerate(rain, low, high));
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
