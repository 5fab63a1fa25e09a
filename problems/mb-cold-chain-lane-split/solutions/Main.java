import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    // Distribute nodes into a "below x" chain and an "at least x" chain, then join them.
    static ListNode splitAround(ListNode head, int x) {
        ListNode lowDummy = new ListNode(0), highDummy = new ListNode(0);
        ListNode lowTail = lowDummy, highTail = highDummy;
        for (ListNode p = head; p != null; p = p.next) {
            if (p.val < x) {
                lowTail.next = p;
                lowTail = p;
            } else {
                highTail.next = p;
                highTail = p;
            }
        }
        highTail.next = null;
        lowTail.next = highDummy.next;
        return lowDummy.next;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(nextInt());
            tail = tail.next;
        }
        int x = nextInt();
        ListNode r = splitAround(dummy.next, x);
        StringBuilder vals = new StringBuilder();
        int len = 0;
        for (ListNode p = r; p != null; p = p.next) {
            if (len++ > 0) vals.append(' ');
            vals.append(p.val);
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(len + "\n" + vals + "\n");
        out.flush();
    }
}
