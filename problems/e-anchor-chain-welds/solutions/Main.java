import java.io.*;
import java.util.*;

public class Main {
    // Huffman greedy: always weld the two shortest pieces.
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        PriorityQueue<Long> heap = new PriorityQueue<>();
        for (int i = 0; i < n; i++) heap.add((long) nextInt(in));
        long cost = 0;
        while (heap.size() > 1) {
            long x = heap.poll();
            long y = heap.poll();
            cost += x + y;
            heap.add(x + y);
        }
        System.out.println(cost);
    }

    static int nextInt(DataInputStream in) throws IOException {
        int r = 0, b = in.read();
        while (b < '0') b = in.read();
        while (b >= '0') { r = r * 10 + (b - '0'); b = in.read(); }
        return r;
    }
}
