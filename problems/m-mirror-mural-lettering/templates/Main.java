import java.io.*;

public class Main {
    // Return the smallest number of letters that must be added in front of s to make it a
    // palindrome.
    static int lettersToAdd(String s) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        System.out.println(lettersToAdd(s));
    }
}
