// Mistake: the "is there a full block left?" test also asks for a wagon after the block, so a
// block that ends exactly at the tail (n divisible by k) is left unreversed.
import java.io.*;
import java.util.*;

public class Main {
    static class ListNode {
        long val;
        ListNode next;
        ListNode(long v) { val = v; }
    }

    static ListNode reverseBlocks(ListNode head, int k) {
        ListNode dummy = new ListNode(0);
        dummy.next = head;
        ListNode groupPrev = dummy;
        while (true) {
            ListNode kth = groupPrev;
            for (int i = 0; i < k && kth != null; i++) kth = kth.next;
            if (kth == null || kth.next == null) break;
            ListNode first = groupPrev.next;
            ListNode after = kth.next;
            ListNode prev = after;
            ListNode cur = first;
            for (int i = 0; i < k; i++) {
                ListNode nxt = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nxt;
            }
            groupPrev.next = kth;
            groupPrev = first;
        }
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        String[] tok = new String(System.in.readAllBytes()).trim().split("\\s+");
        int n = Integer.parseInt(tok[0]);
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(Long.parseLong(tok[1 + i]));
            tail = tail.next;
        }
        int k = Integer.parseInt(tok[1 + n]);
        ListNode head = reverseBlocks(dummy.next, k);
        if (head == null) { System.out.println("empty"); return; }
        StringBuilder sb = new StringBuilder();
        for (ListNode p = head; p != null; p = p.next) {
            if (p != head) sb.append(' ');
            sb.append(p.val);
        }
        System.out.println(sb);
    }
}
