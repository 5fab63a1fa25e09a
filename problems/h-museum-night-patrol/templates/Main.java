import java.io.*;

public class Main {
    // plan[i].charAt(j) is '.', '#', 'S' (exactly one) or 'P' (at most 15).
    // Return the minimum number of steps to check every panel starting from S,
    // 0 if there are no panels, or -1 if some panel cannot be reached.
    static int minPatrolSteps(String[] plan) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String[] head = in.readLine().trim().split("\\s+");
        int r = Integer.parseInt(head[0]);
        String[] plan = new String[r];
        for (int i = 0; i < r; i++) plan[i] = in.readLine().trim();
        System.out.println(minPatrolSteps(plan));
    }
}
