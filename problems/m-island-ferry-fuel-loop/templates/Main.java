import java.io.*;

public class Main {
    // fuel[i] litres can be loaded at island i; the leg from island i to island (i + 1) % n burns
    // cost[i] litres. Return how many islands the ferry can start from (empty tank) and sail the
    // whole loop without the tank ever going below empty.
    static int countStarts(long[] fuel, long[] cost) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] fuel = new long[n], cost = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            fuel[i] = (long) in.nval;
        }
        for (int i = 0; i < n; i++) {
            in.nextToken();
            cost[i] = (long) in.nval;
        }
        System.out.println(countStarts(fuel, cost));
    }
}
