import java.io.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int v) { val = v; }
    }

    // The list is sorted (non-decreasing). Unlink repeated codes so that every code appears once,
    // and return the head of the list (null for an empty list).
    static ListNode removeRepeats(ListNode head) {
        // TODO: write your solution here
        return null;
    }

    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        ListNode dummy = new ListNode(0), tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(nextInt());
            tail = tail.next;
        }
        ListNode head = removeRepeats(dummy.next);
        StringBuilder vals = new StringBuilder();
        int count = 0;
        for (ListNode p = head; p != null; p = p.next) {
            if (count++ > 0) vals.append(' ');
            vals.append(p.val);
        }
        System.out.print(count + "\n" + vals + "\n");
    }
}
