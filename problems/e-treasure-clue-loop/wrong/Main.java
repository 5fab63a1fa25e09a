// Learner's mistake: the walk remembers the card NUMBERS it has seen and reports a loop at the
// first repeated number, although different cards may carry the same number.
import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;
        ListNode(int v) { val = v; }
    }

    static boolean hasLoop(ListNode head) {
        HashSet<Integer> seen = new HashSet<>();
        for (ListNode p = head; p != null; p = p.next) {
            if (!seen.add(p.val)) return true;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        ListNode[] nodes = new ListNode[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nodes[i] = new ListNode((int) in.nval);
            if (i > 0) nodes[i - 1].next = nodes[i];
        }
        in.nextToken();
        int pos = (int) in.nval;
        if (pos >= 0) nodes[n - 1].next = nodes[pos];
        System.out.println(hasLoop(n > 0 ? nodes[0] : null) ? "YES" : "NO");
    }
}
