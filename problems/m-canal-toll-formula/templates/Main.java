import java.io.*;

public class Main {
    // Evaluate the formula (no spaces; + - * / and parentheses; / truncates toward zero). Values fit
    // in 64 bits. Brackets may be nested 1.5 * 10^5 deep, so avoid deep recursion.
    static long evaluate(String formula) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String formula = in.readLine().trim();
        System.out.println(evaluate(formula));
    }
}
