import java.io.*;

public class Main {
    // need[i] and profit[i] describe commission i; the smith starts with purse w and may take at
    // most k commissions. Return {largest final purse, number of commissions taken}.
    static long[] bestPurse(long[] need, long[] profit, int k, long w) {
        // TODO: write your solution here
        return new long[] {w, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int n = Integer.parseInt(in.sval);
        in.nextToken();
        int k = Integer.parseInt(in.sval);
        in.nextToken();
        long w = Long.parseLong(in.sval);
        long[] need = new long[n], profit = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); need[i] = Long.parseLong(in.sval); }
        for (int i = 0; i < n; i++) { in.nextToken(); profit[i] = Long.parseLong(in.sval); }
        long[] ans = bestPurse(need, profit, k, w);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
