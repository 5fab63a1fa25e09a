import java.io.*;
import java.util.*;

public class Main {
    // Return the number of stretches of consecutive songs with exactly k different genres.
    static long countMixes(int[] genres, int k) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), k = readInt(in);
        int[] genres = new int[n];
        for (int i = 0; i < n; i++) genres[i] = readInt(in);
        System.out.println(countMixes(genres, k));
    }

    static int readInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        int r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }
}
