import java.io.*;
import java.util.*;

public class Main {
    static final class TreeNode {
        long val; // the score of the gate
        TreeNode left, right;
        TreeNode(long val) { this.val = val; }
    }

    // For every claimed score return true if some run (top gate down to a gate with no next
    // gate) scores exactly that. The course can be a line of 3 * 10^4 gates: avoid deep
    // recursion.
    static boolean[] checkScorecards(TreeNode root, long[] claims) {
        // TODO: write your solution here
        return new boolean[claims.length];
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
        int q = in.nextInt();
        long[] claims = new long[q];
        for (int i = 0; i < q; i++) claims[i] = in.nextLong();
        StringBuilder sb = new StringBuilder();
        for (boolean a : checkScorecards(node[0], claims)) sb.append(a ? "YES\n" : "NO\n");
        System.out.print(sb);
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
