import java.io.*;

public class Main {
    static class ListNode {
        long val;
        ListNode next;
        ListNode(long v) { val = v; }
    }

    // Reverse every complete block of k consecutive nodes in place; an incomplete final block
    // keeps its order. Return the new head (null for an empty list).
    static ListNode reverseBlocks(ListNode head, int k) {
        // TODO: implement
        return head;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = (int) in.nextLong();
        ListNode head = null, tail = null;
        for (int i = 0; i < n; i++) {
            ListNode node = new ListNode(in.nextLong());
            if (tail != null) tail.next = node; else head = node;
            tail = node;
        }
        int k = (int) in.nextLong();
        head = reverseBlocks(head, k);
        StringBuilder sb = new StringBuilder();
        if (head == null) sb.append("empty");
        for (ListNode p = head; p != null; p = p.next) {
            if (p != head) sb.append(' ');
            sb.append(p.val);
        }
        sb.append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(sb);
        pw.flush();
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
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
    }
}
