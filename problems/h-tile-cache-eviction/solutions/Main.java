import java.io.*;
import java.util.*;

public class Main {
    static class Node {
        long key, val;
        Node prev, next;
        Node(long k, long v) { key = k; val = v; }
    }

    static Node head = new Node(0, 0), tail = new Node(0, 0);

    static void unlink(Node x) { x.prev.next = x.next; x.next.prev = x.prev; }

    static void pushFront(Node x) { x.next = head.next; x.prev = head; head.next.prev = x; head.next = x; }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int c = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        head.next = tail;
        tail.prev = head;
        HashMap<Long, Node> where = new HashMap<>(4 * q + 16);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(br.readLine());
            String op = st.nextToken();
            long key = Long.parseLong(st.nextToken());
            if (op.charAt(0) == 'g') {
                Node x = where.get(key);
                if (x == null) { sb.append("-1\n"); continue; }
                unlink(x);
                pushFront(x);
                sb.append(x.val).append('\n');
            } else {
                long val = Long.parseLong(st.nextToken());
                Node x = where.get(key);
                if (x != null) {
                    x.val = val;
                    unlink(x);
                    pushFront(x);
                    continue;
                }
                if (where.size() == c) {
                    Node lru = tail.prev;
                    unlink(lru);
                    where.remove(lru.key);
                }
                x = new Node(key, val);
                pushFront(x);
                where.put(key, x);
            }
        }
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(sb);
        pw.flush();
    }
}
