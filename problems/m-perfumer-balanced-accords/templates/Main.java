import java.io.*;
import java.util.*;

public class Main {
    // Return the number of different warmth multisets {x, y, z} from three different vials
    // with x + y + z == target.
    static long countAccords(long[] warmth, long target) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long target = readLong(in);
        long[] warmth = new long[n];
        for (int i = 0; i < n; i++) warmth[i] = readLong(in);
        System.out.println(countAccords(warmth, target));
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
