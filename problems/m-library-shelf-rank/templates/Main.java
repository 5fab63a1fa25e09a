import java.io.*;
import java.util.*;

public class Main {
    static final class TreeNode {
        long val; // the call number
        TreeNode left, right;
        TreeNode(long val) { this.val = val; }
    }

    // node[i] is node i of the binary search tree; node[0] is the root. questions[i] = {x, k}.
    // For every question return the k-th smallest call number in the section (subtree) of node
    // x, or -1 if it has fewer than k books. The tree can be a chain of 3 * 10^4 nodes: avoid
    // deep recursion.
    static long[] sectionRanks(TreeNode[] node, int[][] questions) {
        // TODO: write your solution here
        long[] ans = new long[questions.length];
        Arrays.fill(ans, -1);
        return ans;
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
        int[][] questions = new int[q][2];
        for (int i = 0; i < q; i++) {
            questions[i][0] = in.nextInt();
            questions[i][1] = in.nextInt();
        }
        StringBuilder sb = new StringBuilder();
        for (long a : sectionRanks(node, questions)) sb.append(a).append('\n');
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
