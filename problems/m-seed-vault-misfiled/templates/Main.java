import java.io.*;
import java.util.*;

public class Main {
    static final class TreeNode {
        long val; // the accession number, up to 10^18 in absolute value
        TreeNode left, right;
        TreeNode(long val) { this.val = val; }
    }

    // Return the number of misfiled drawers (0 when the tree is ordered: left subtree smaller,
    // right subtree greater or equal). The tree can be a chain of 5 * 10^4 drawers: avoid deep
    // recursion.
    static long countMisfiled(TreeNode root) {
        // TODO: write your solution here
        return 0;
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
        System.out.println(countMisfiled(node[0]));
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
