import java.io.*;

public class Main {
    static class ListNode {
        long val;
        ListNode next;
        ListNode(long v) { val = v; }
    }

    // lists[i] is the head of belt i (null if the belt is empty); every belt is sorted.
    // Re-link all nodes into one sorted chain and return its head (null if there are no nodes).
    static ListNode mergeBelts(ListNode[] lists) {
        // TODO: implement
        return null;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int k = (int) in.nextLong();
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) {
            int n = (int) in.nextLong();
            ListNode tail = null;
            for (int j = 0; j < n; j++) {
                ListNode node = new ListNode(in.nextLong());
                if (tail != null) tail.next = node; else lists[i] = node;
                tail = node;
            }
        }
        ListNode head = mergeBelts(lists);
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
