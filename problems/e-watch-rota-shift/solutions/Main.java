import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    // Cut the list after node n - r and put the last r nodes in front.
    static ListNode shiftRota(ListNode head, long k) {
        if (head == null) return null;
        long n = 1;
        ListNode tail = head;
        while (tail.next != null) { tail = tail.next; n++; }
        long r = k % n;
        if (r == 0) return head;
        ListNode newTail = head;
        for (long i = 1; i < n - r; i++) newTail = newTail.next;
        ListNode newHead = newTail.next;
        newTail.next = null;
        tail.next = head;
        return newHead;
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
        StringBuilder sb = new StringBuilder();
        sb.append(n).append('\n');
        boolean first = true;
        for (ListNode p = r; p != null; p = p.next) {
            if (!first) sb.append(' ');
            first = false;
            sb.append(p.val);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
