import java.io.*;
import java.util.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // Return the number of ways to split s into letter codes 1..26 (no leading zeros), modulo 1000000007.
    static int countReadings(String s) {
        // TODO: count the readings
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        System.out.println(countReadings(s));
    }
}
