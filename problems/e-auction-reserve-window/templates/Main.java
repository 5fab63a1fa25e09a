import java.io.*;
import java.util.*;

public class Main {
    static final class TreeNode {
        long val; // the reserve price of the lot
        TreeNode left, right;
        TreeNode(long val) { this.val = val; }
    }

    // The tree is a binary search tree (distinct prices). Return {number of lots with
    // lo <= price <= hi, sum of their prices}; root is null for an empty register.
    // The tree can be a chain of 5 * 10^4 lots: avoid deep recursion.
    static long[] reserveWindow(TreeNode root, long lo, long hi) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        TreeNode[] node = new TreeNode[n];
        int[] L = new int[n], R = new int[n];
        for (int i = 0; i < n; i++) {
            node[i] = new TreeNode(in.nextLong());
            L[i] = in.nextInt();
            R[i] = in.nextInt();
        }
        for (int i = 0; i < n; i++) {
            if (L[i] != -1) node[i].left = node[L[i]];
            if (R[i] != -1) node[i].right = node[R[i]];
        }
        long lo = in.nextLong(), hi = in.nextLong();
        long[] ans = reserveWindow(n > 0 ? node[0] : null, lo, hi);
        System.out.println(ans[0] + " " + ans[1]);
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;
        FastReader(InputStream is) { in = new DataInputStream(is); }
        private int read() throws IOException {
            if (ptr == len) { len = in.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
        int nextInt() throws IOException { return (int) nextLong(); }
    }
}
