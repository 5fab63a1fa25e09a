import java.io.*;

public class Main {
    // rows is sorted in non-decreasing order. Return {first, last}: the first and last index
    // holding x, or {-1, -1} if x does not occur. Aim for O(log n).
    static int[] findBlock(long[] rows, long x) {
        // TODO: write your solution here
        return new int[] {-1, -1};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('-', '-');
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        long[] rows = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            rows[i] = Long.parseLong(in.sval);
        }
        in.nextToken();
        int q = Integer.parseInt(in.sval);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) {
            in.nextToken();
            int[] b = findBlock(rows, Long.parseLong(in.sval));
            sb.append(b[0]).append(' ').append(b[1]).append('\n');
        }
        System.out.print(sb);
    }
}
