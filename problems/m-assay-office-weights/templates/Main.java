import java.io.*;

public class Main {
    // mass[i] and count[i] describe kind i of weights. Return how many masses m with 1 <= m <= M
    // can be made exactly, using at most count[i] weights of kind i.
    static int countMeasurable(int[] mass, int[] count, int M) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int M = (int) in.nval;
        int[] mass = new int[n], count = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            mass[i] = (int) in.nval;
            in.nextToken();
            count[i] = (int) in.nval;
        }
        System.out.println(countMeasurable(mass, count, M));
    }
}
