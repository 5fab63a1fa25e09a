import java.io.*;

public class Main {
    // Return the number of ways to pick positions i_1 < ... < i_m in s whose letters spell t,
    // modulo 1 000 000 007.
    static long countReadings(String s, String t) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        System.out.println(countReadings(s, t));
    }
}
