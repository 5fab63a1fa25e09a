import java.io.*;

public class Main {
    static class ListNode {
        long val;
        ListNode next;
        ListNode(long v) { val = v; }
    }

    static ListNode mergeTwo(ListNode a, ListNode b) {
        ListNode dummy = new ListNode(0), tail = dummy;
        while (a != null && b != null) {
            if (a.val <= b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = (a != null) ? a : b;
        return dummy.next;
    }

    static ListNode mergeBelts(ListNode[] lists) {
        int k = lists.length;
        if (k == 0) return null;
        for (int step = 1; step < k; step *= 2)
            for (int i = 0; i + step < k; i += 2 * step)
                lists[i] = mergeTwo(lists[i], lists[i + step]);
        return lists[0];
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
