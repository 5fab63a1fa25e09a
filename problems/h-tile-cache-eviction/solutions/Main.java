import java.io.*;

// Hash map + doubly linked list, both over plain arrays: node i holds one cached tile, and an
// open-addressing table maps a key to its node. No boxing and no per-line objects, so the JVM
// spends its time on the problem rather than on garbage and JIT warm-up.
public class Main {
    static byte[] buf;
    static int bp = 0;

    static void skipBlanks() {
        while (buf[bp] == ' ' || buf[bp] == '\n' || buf[bp] == '\r') bp++;
    }

    static long nextLong() {
        skipBlanks();
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    // Returns the operation's first letter ('g' or 'p') and moves past the word.
    static byte nextOp() {
        skipBlanks();
        byte first = buf[bp];
        while (bp < buf.length && buf[bp] > ' ') bp++;
        return first;
    }

    static long[] keys, vals;
    static int[] prev, next;
    static int[] table; // slot -> node index + 1; 0 = empty, -1 = deleted
    static int mask;

    static int slotOf(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    static int find(long key) {
        for (int s = slotOf(key); ; s = (s + 1) & mask) {
            int t = table[s];
            if (t == 0) return -1;
            if (t > 0 && keys[t - 1] == key) return t - 1;
        }
    }

    static void insert(long key, int node) {
        int s = slotOf(key);
        while (table[s] > 0) s = (s + 1) & mask;
        table[s] = node + 1;
    }

    static void erase(long key) {
        for (int s = slotOf(key); ; s = (s + 1) & mask) {
            int t = table[s];
            if (t > 0 && keys[t - 1] == key) { table[s] = -1; return; }
        }
    }

    static void unlink(int x) { next[prev[x]] = next[x]; prev[next[x]] = prev[x]; }

    static void pushFront(int x, int head) {
        next[x] = next[head]; prev[x] = head; prev[next[head]] = x; next[head] = x;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int c = (int) nextLong();
        int q = (int) nextLong();
        int nodes = q + 2; // every put may create a node; two sentinels
        int head = q, tail = q + 1;
        keys = new long[nodes]; vals = new long[nodes];
        prev = new int[nodes]; next = new int[nodes];
        int cap = Integer.highestOneBit(Math.max(4 * q, 16)) << 1; // deleted slots count too
        table = new int[cap];
        mask = cap - 1;
        next[head] = tail; prev[tail] = head;
        int used = 0, size = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            byte op = nextOp();
            long key = nextLong();
            int x = find(key);
            if (op == 'g') {
                if (x < 0) { sb.append("-1\n"); continue; }
                unlink(x);
                pushFront(x, head);
                sb.append(vals[x]).append('\n');
                continue;
            }
            long val = nextLong();
            if (x >= 0) {
                vals[x] = val;
                unlink(x);
                pushFront(x, head);
                continue;
            }
            if (size == c) {
                int lru = prev[tail];
                unlink(lru);
                erase(keys[lru]);
                size--;
            }
            x = used++;
            keys[x] = key; vals[x] = val;
            pushFront(x, head);
            insert(key, x);
            size++;
        }
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
        out.print(sb);
        out.flush();
    }
}
