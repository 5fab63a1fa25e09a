import { strToU8, zipSync } from 'fflate';
import { E2E_ADMIN, expect, logIn, logOut, replaceCode, signUp, test } from './fixtures';

// Subtasks with points, from a Kattis scoring package uploaded by the admin: "Crate Tally" sums
// crate counts; the small subtask's sums fit in 32 bits, the large one's do not, so a learner's
// 32-bit solution earns the small subtask's 40 points of 100.

const screenshots = 'test-results/screenshots';

const fullCpp =
  '#include <cstdio>\nint main(){int n; long long s=0, x; scanf("%d",&n); while(n--){scanf("%lld",&x); s+=x;} printf("%lld\\n", s);}\n';
const narrowCpp =
  '#include <cstdio>\nint main(){int n; int s=0; long long x; scanf("%d",&n); while(n--){scanf("%lld",&x); s+=(int)x;} printf("%d\\n", s);}\n';

/** The package's files, in a folder named after its slug (a Kattis short name is its folder's). */
function crateTallyZip(slug: string, title: string) {
  const files: Record<string, string> = {
    'problem.yaml': [
      'problem_format_version: 2023-07-draft',
      `name: ${title}`,
      'type: scoring',
      'limits:',
      '  time_limit: 1',
      '',
    ].join('\n'),
    'statement/problem.en.md':
      "Add up the crates of every boat.\n\n## Input\n\nThe number of boats $n$, then each boat's crates.\n\n## Output\n\nThe total.\n",
    'data/sample/1.in': '3\n1 2 3\n',
    'data/sample/1.ans': '6\n',
    'data/secret/small/testdata.yaml': 'on_reject: break\naccept_score: 40\ngrader_flags: min\n',
    'data/secret/small/1.in': '2\n5 7\n',
    'data/secret/small/1.ans': '12\n',
    'data/secret/small/2.in': '1\n100\n',
    'data/secret/small/2.ans': '100\n',
    'data/secret/large/testdata.yaml': 'on_reject: break\naccept_score: 60\ngrader_flags: min\n',
    'data/secret/large/1.in': '2\n2000000000 2000000000\n',
    'data/secret/large/1.ans': '4000000000\n',
    'data/secret/large/2.in': '3\n3000000000 1 1\n',
    'data/secret/large/2.ans': '3000000002\n',
    'submissions/accepted/full.cc': fullCpp,
    'submissions/partially_accepted/narrow.cc': narrowCpp,
  };
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files))
    entries[`${slug}/${name}`] = strToU8(content);
  return Buffer.from(zipSync(entries));
}

test('a learner sees the subtasks of an imported scoring problem and the points a partial solution earns', async ({
  page,
  playwright,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const slug = `crate-tally-${stamp}`;
  const title = `Crate Tally ${stamp}`;

  // The admin uploads the package; the import judges its submissions before saving it.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/create');
  await page.getByLabel(/Package zip/).setInputFiles({
    name: `${slug}.zip`,
    mimeType: 'application/zip',
    buffer: crateTallyZip(slug, title),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`${slug} — created`)).toBeVisible({ timeout: 180_000 });
  await logOut(page);

  // A learner finds it and reads what each subtask is worth.
  await signUp(page, 'Tallier');
  await page.goto(`/problems?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  const subtasks = page.getByRole('region', { name: 'Subtasks' });
  await expect(subtasks.getByRole('listitem')).toHaveText(['large: 60 points', 'small: 40 points']);
  await expect(subtasks).toContainText('100 points in all');
  await subtasks.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshots}/subtasks-statement.png` });

  // The 32-bit solution: right on the small sums, wrong once they pass 2^31.
  const problemId = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByLabel('Language').selectOption({ label: 'C++' });
  await replaceCode(page, narrowCpp);
  // The draft is what Submit sends; wait until it holds exactly what was typed.
  await expect
    .poll(() =>
      page.evaluate(
        `Object.keys(localStorage).filter((key) => key.startsWith('grindstone:draft:user-') && key.endsWith(':${problemId}:cpp')).map((key) => localStorage.getItem(key))`,
      ),
    )
    .toEqual([narrowCpp]);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Score: 40 / 100' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(page.getByRole('heading', { name: /^✗ Wrong Answer/ })).toBeVisible();
  const earned = page.getByRole('list', { name: 'Subtasks' });
  await expect(earned.getByRole('listitem').filter({ hasText: 'small' })).toContainText(
    'small — 40 points — passed',
  );
  await expect(earned.getByRole('listitem').filter({ hasText: 'large' })).toContainText(
    'large — 60 points — failed',
  );
  await page.screenshot({ path: `${screenshots}/subtasks-result.png` });

  await page.getByRole('tab', { name: 'Submissions' }).click();
  const history = page.getByRole('list', { name: 'Submissions' });
  await expect(history.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(history.getByRole('listitem')).toContainText('Wrong Answer');
  await expect(history.getByRole('listitem')).toContainText('40 / 100 points');
  await page.screenshot({ path: `${screenshots}/subtasks-submissions.png` });

  // Other tests read the shared catalogue: the admin removes the problem again.
  const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await admin.post('/api/user/login', {
    data: { emailId: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  expect((await admin.delete(`/api/problem/delete/${problemId}`)).status()).toBe(200);
  await admin.dispose();
});
