import java.io.*;
import java.util.*;

public class Main {
    // Return the minimum total cost of welding all pieces into one chain
    // (welding pieces of lengths x and y costs x + y).
    static long minWeldCost(int[] a) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt(in);
        System.out.println(minWeldCost(a));
    }

    static int nextInt(DataInputStream in) throws IOException {
        int r = 0, b = in.read();
        while (b < '0') b = in.read();
        while (b >= '0') { r = r * 10 + (b - '0'); b = in.read(); }
        return r;
    }
}
