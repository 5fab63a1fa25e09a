import java.io.*;

public class Main {
    // Return the number of different non-empty subsequences of s, modulo 1 000 000 007.
    static long countMotifs(String s) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        System.out.println(countMotifs(s));
    }
}
