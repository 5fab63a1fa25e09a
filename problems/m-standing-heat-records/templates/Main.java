import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    // Remove every node that has a strictly larger value somewhere after it; keep the order.
    // Return the head of the remaining list (null when it is empty).
    static ListNode keepRecords(ListNode head) {
        // TODO: write your solution here
        return head;
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
