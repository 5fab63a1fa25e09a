import java.io.*;
import java.util.*;

public class Main {
    // Return the number of selections of the given (distinct) masses, each usable any number of
    // times, whose total is exactly amount, modulo 1 000 000 007.
    static int countSelections(int[] masses, int amount) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int amount = (int) in.nval;
        int[] masses = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            masses[i] = (int) in.nval;
        }
        System.out.println(countSelections(masses, amount));
    }
}
