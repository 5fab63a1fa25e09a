import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] labels = in.readLine().trim().split(" ");
        HashMap<String, Integer> count = new HashMap<>(2 * n + 1);
        for (int i = 0; i < n; i++) {
            char[] ch = labels[i].toCharArray();
            Arrays.sort(ch);
            count.merge(new String(ch), 1, Integer::sum);
        }
        int[] sizes = new int[count.size()];
        int g = 0;
        for (int c : count.values()) sizes[g++] = c;
        Arrays.sort(sizes);
        StringBuilder sb = new StringBuilder();
        sb.append(sizes.length).append('\n');
        for (int i = sizes.length - 1; i >= 0; i--) {
            sb.append(sizes[i]);
            sb.append(i > 0 ? ' ' : '\n');
        }
        System.out.print(sb);
        System.out.flush();
    }
}
