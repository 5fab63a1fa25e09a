import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int val) { this.val = val; }
    }

    // Return the head of a new chain holding the digits of a + b, ones digit first.
    static ListNode addTallies(ListNode a, ListNode b) {
        // TODO: walk both chains together and build the sum chain
        return null;
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

    static ListNode readList() {
        int n = nextInt();
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(nextInt());
            tail = tail.next;
        }
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        ListNode a = readList();
        ListNode b = readList();
        ListNode r = addTallies(a, b);
        StringBuilder vals = new StringBuilder();
        int k = 0;
        for (ListNode p = r; p != null; p = p.next) {
            if (k++ > 0) vals.append(' ');
            vals.append(p.val);
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(k + "\n" + vals + "\n");
        out.flush();
    }
}
