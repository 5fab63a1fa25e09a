import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    // Apply k shifts (each moves the tail node to the front) and return the new head
    // (null for an empty list). Relink the existing nodes.
    static ListNode shiftRota(ListNode head, long k) {
        // TODO: write your solution here
        return head;
    }

    static byte[] buf;
    static int pos = 0;

    static long nextLong() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        long r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode((int) nextLong());
            tail = tail.next;
        }
        long k = nextLong();
        ListNode r = shiftRota(dummy.next, k);
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
