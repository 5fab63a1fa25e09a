import java.io.*;

public class Main {
    // a holds the 16-bit codes (0 <= a[i] < 65536). Return {M, count}: M = the maximum of
    // a[i] XOR a[j] over i < j, count = the number of pairs i < j with a[i] XOR a[j] == M.
    // Tip: a binary trie over the bits, highest bit first.
    static long[] strongestInterference(int[] a) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt(in);
        long[] r = strongestInterference(a);
        System.out.println(r[0] + " " + r[1]);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return r;
    }
}
