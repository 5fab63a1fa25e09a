import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    static ListNode reverseList(ListNode head) {
        ListNode prev = null;
        while (head != null) {
            ListNode nx = head.next;
            head.next = prev;
            prev = head;
            head = nx;
        }
        return prev;
    }

    // Reverse, drop every node smaller than the running maximum, reverse back.
    static ListNode keepRecords(ListNode head) {
        ListNode rev = reverseList(head);
        if (rev == null) return null;
        ListNode kept = rev;
        int best = rev.val;
        for (ListNode p = rev.next; p != null; p = p.next) {
            if (p.val >= best) {
                best = p.val;
                kept.next = p;
                kept = p;
            }
        }
        kept.next = null;
        return reverseList(rev);
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] <= ' ') pos++;
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
        ListNode r = keepRecords(dummy.next);
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
