import java.io.*;
import java.util.*;

public class Main {
    // bridges[i] = {u, v}: a two-way rope bridge; questions[k] = {a, b}.
    // Return a string of questions.length characters: 'Y' if b can be reached from a, else 'N'.
    static String answerQuestions(int n, int[][] bridges, int[][] questions) {
        // TODO: write your solution here
        return "N".repeat(questions.length);
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in), q = readInt(in);
        int[][] bridges = new int[m][2];
        for (int i = 0; i < m; i++) { bridges[i][0] = readInt(in); bridges[i][1] = readInt(in); }
        int[][] questions = new int[q][2];
        for (int k = 0; k < q; k++) { questions[k][0] = readInt(in); questions[k][1] = readInt(in); }
        System.out.println(answerQuestions(n, bridges, questions));
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
