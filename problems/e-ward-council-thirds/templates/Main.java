import java.io.*;
import java.util.*;

public class Main {
    // ballots[i] is the registration number on ballot i. Return, in increasing order, every number
    // that appears on strictly more than ballots.length / 3 ballots (an empty list if none).
    static List<Integer> outrightWinners(int[] ballots) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] ballots = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            ballots[i] = (int) in.nval;
        }
        List<Integer> winners = outrightWinners(ballots);
        if (winners.isEmpty()) {
            System.out.println("-1");
            return;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < winners.size(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(winners.get(i));
        }
        System.out.println(sb);
    }
}
