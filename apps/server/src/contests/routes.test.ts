import { type Contest, problemInputSchema, type Scoreboard } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] contest API tests skipped: ${skipJudge}`);

const MINUTE = 60_000;
const wrongJs = "console.log('0');\n";
const brokenCpp = 'int main( {\n';
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Learner = Awaited<ReturnType<typeof registerLearner>>;

describe.skipIf(skipJudge).each(testDatabaseKinds())('contests API on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let problemA: string;
  let problemB: string;
  let outsider: string;
  const learners: Record<string, Learner> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    call = apiCaller(t.app);
    const deps = { problems: problemsRepository(t.database.db), judge: t.judge };
    const save = (title: string) =>
      saveProblem(deps, problemInputSchema.parse(sumProblem({ title })), {
        skipVerification: true,
      });
    problemA = await save('Contest Sum One');
    problemB = await save('Contest Sum Two');
    outsider = await save('Not In The Contest');
    admin = await signInAdmin(t, `contest-admin-${kind}@example.com`);
    for (const name of ['Ada', 'Bob', 'Cyd', 'Dee', 'Eve']) {
      learners[name] = await registerLearner(t.app, name);
    }
  }, 120_000);
  afterAll(() => t.close());

  const cookieOf = (name: string) => (learners[name] as Learner).cookie;
  const createContest = async (fields: Record<string, unknown>) => {
    const response = await call('POST', '/api/contests', admin, {
      title: 'Friday Round',
      problemIds: [problemA, problemB],
      startsAt: at(-37.5 * MINUTE),
      endsAt: at(60 * MINUTE),
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { contest: Contest }).contest;
  };
  const submit = (
    name: string,
    problemId: string,
    contestId: string,
    code: string,
    language: string,
  ) =>
    call('POST', `/api/submission/submit/${problemId}`, cookieOf(name), {
      code,
      language,
      contestId,
    });
  const board = async (contestId: string, cookie?: string, query = '') => {
    const response = await call('GET', `/api/contests/${contestId}/scoreboard${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Scoreboard;
  };
  const rowOf = (scoreboard: Scoreboard, name: string) =>
    scoreboard.rows.find((row) => row.user.firstName === name);

  describe('managing contests', () => {
    it('lets only admins create one (guests 401, learners 403)', async () => {
      const body = { title: 'x', problemIds: [problemA], startsAt: at(0), endsAt: at(MINUTE) };
      expect((await call('POST', '/api/contests', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/contests', cookieOf('Ada'), body)).statusCode).toBe(403);
    });

    it.each([
      [
        'an end before the start',
        { startsAt: at(MINUTE), endsAt: at(0) },
        'The contest must end after it starts',
      ],
      [
        'a freeze outside the contest',
        { freezeAt: at(120 * MINUTE) },
        'The freeze must fall after the start and before the end',
      ],
      ['no problems', { problemIds: [] }, 'Choose at least one problem'],
      [
        'an unknown problem',
        { problemIds: ['00000000-0000-4000-8000-000000000000'] },
        'Some problems do not exist',
      ],
    ])('refuses %s with a clear 400', async (_name, fields, message) => {
      const response = await call('POST', '/api/contests', admin, {
        title: 'Bad',
        problemIds: [problemA],
        startsAt: at(0),
        endsAt: at(60 * MINUTE),
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('shows an upcoming contest without its problems, except to admins', async () => {
      const contest = await createContest({ startsAt: at(60 * MINUTE), endsAt: at(120 * MINUTE) });
      expect(contest).toMatchObject({ status: 'upcoming', penaltyMinutes: 20, scoring: 'icpc' });
      const seen = (await call('GET', `/api/contests/${contest._id}`, cookieOf('Ada'))).json();
      expect(seen.contest.problems).toBeUndefined();
      expect(seen.contest.problemCount).toBe(2);
      const asAdmin = (await call('GET', `/api/contests/${contest._id}`, admin)).json();
      expect(asAdmin.contest.problems.map((p: { label: string }) => p.label)).toEqual(['A', 'B']);
      const list = (await call('GET', '/api/contests')).json();
      expect(list.contests.some((c: Contest) => c._id === contest._id)).toBe(true);
    });

    it('edits only the given fields and keeps the time rules on the result', async () => {
      const contest = await createContest({ description: 'Keep me' });
      const edit = await call('PUT', `/api/contests/${contest._id}`, admin, { title: 'Renamed' });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().contest).toMatchObject({ title: 'Renamed', description: 'Keep me' });
      const bad = await call('PUT', `/api/contests/${contest._id}`, admin, {
        endsAt: at(-60 * MINUTE),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The contest must end after it starts');
      expect(
        (await call('PUT', `/api/contests/${contest._id}`, cookieOf('Ada'), { title: 'x' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('ICPC standings', () => {
    let contest: Contest;
    beforeAll(async () => {
      contest = await createContest({ title: 'Penalty Round' });
    });

    it('counts a submission only for registered participants, only for its problems', async () => {
      const unregistered = await submit(
        'Ada',
        problemA,
        contest._id,
        sumSolutions.javascript,
        'javascript',
      );
      expect(unregistered.statusCode).toBe(403);
      expect(unregistered.json().message).toBe('Register for the contest before submitting');
      for (const name of ['Ada', 'Bob', 'Cyd', 'Dee']) {
        const registered = await call(
          'POST',
          `/api/contests/${contest._id}/register`,
          cookieOf(name),
        );
        expect(registered.statusCode, registered.body).toBe(201);
      }
      const again = await call('POST', `/api/contests/${contest._id}/register`, cookieOf('Ada'));
      expect(again.statusCode).toBe(200);
      expect(again.json().contest.participations).toHaveLength(1);
      const outside = await submit(
        'Ada',
        outsider,
        contest._id,
        sumSolutions.javascript,
        'javascript',
      );
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe('This problem is not part of the contest');
    });

    it('ranks by solved, then penalty: minutes to the first AC plus 20 per rejected try; compile errors are no try', async () => {
      expect(
        (await submit('Ada', problemA, contest._id, wrongJs, 'javascript')).json().accepted,
      ).toBe(false);
      expect((await submit('Ada', problemA, contest._id, brokenCpp, 'cpp')).json().status).toBe(
        'Compilation Error',
      );
      expect(
        (await submit('Ada', problemA, contest._id, sumSolutions.javascript, 'javascript')).json()
          .accepted,
      ).toBe(true);
      expect(
        (await submit('Bob', problemA, contest._id, sumSolutions.javascript, 'javascript')).json()
          .accepted,
      ).toBe(true);
      expect(
        (await submit('Dee', problemA, contest._id, sumSolutions.javascript, 'javascript')).json()
          .accepted,
      ).toBe(true);
      // After the first AC, further submissions change nothing.
      await submit('Bob', problemA, contest._id, wrongJs, 'javascript');
      await submit('Cyd', problemB, contest._id, wrongJs, 'javascript');

      const standings = await board(contest._id);
      expect(standings).toMatchObject({ frozen: false, page: 1, totalPages: 1 });
      const ada = rowOf(standings, 'Ada');
      expect(ada?.problems[0]).toMatchObject({
        label: 'A',
        solved: true,
        tries: 2,
        minutes: 37,
        pending: 0,
      });
      expect(ada).toMatchObject({ solved: 1, penalty: 37 + 20, rank: 3, virtual: false });
      expect(rowOf(standings, 'Bob')).toMatchObject({ solved: 1, penalty: 37, rank: 1 });
      expect(rowOf(standings, 'Dee')).toMatchObject({ solved: 1, penalty: 37, rank: 1 });
      expect(rowOf(standings, 'Cyd')).toMatchObject({ solved: 0, penalty: 0, rank: 4 });
      expect(rowOf(standings, 'Cyd')?.problems[1]).toMatchObject({
        solved: false,
        tries: 1,
        minutes: null,
      });
      expect(Object.keys(standings.rows[0]?.user ?? {}).sort()).toEqual([
        '_id',
        'firstName',
        'lastName',
      ]);
      expect(JSON.stringify(standings)).not.toMatch(/@example\.com/);
    });

    it('refuses submissions once the contest has ended for the participant', async () => {
      const ended = await call('PUT', `/api/contests/${contest._id}`, admin, {
        endsAt: at(-MINUTE),
      });
      expect(ended.statusCode).toBe(200);
      const late = await submit(
        'Bob',
        problemB,
        contest._id,
        sumSolutions.javascript,
        'javascript',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'The contest is not running for you: submissions count only during it',
      );
      const register = await call('POST', `/api/contests/${contest._id}/register`, cookieOf('Eve'));
      expect(register.statusCode).toBe(409);
    });

    it('runs a virtual participation after the end, flagged and apart from the official ranks', async () => {
      const upcoming = await createContest({ startsAt: at(60 * MINUTE), endsAt: at(120 * MINUTE) });
      expect(
        (await call('POST', `/api/contests/${upcoming._id}/virtual`, cookieOf('Eve'))).statusCode,
      ).toBe(409);
      const started = await call('POST', `/api/contests/${contest._id}/virtual`, cookieOf('Eve'));
      expect(started.statusCode).toBe(201);
      expect(started.json().contest.participations).toEqual([
        expect.objectContaining({ virtual: true }),
      ]);
      const accepted = await submit(
        'Eve',
        problemA,
        contest._id,
        sumSolutions.javascript,
        'javascript',
      );
      expect(accepted.json().accepted).toBe(true);

      const withVirtual = await board(contest._id, cookieOf('Eve'));
      // Inside her run Eve sees the contest as it was at minute 0: nobody had solved anything.
      expect(rowOf(withVirtual, 'Eve')).toMatchObject({ virtual: true, solved: 1, rank: 1 });
      expect(rowOf(withVirtual, 'Bob')).toMatchObject({ solved: 0 });
      const everyone = await board(contest._id, cookieOf('Cyd'));
      expect(rowOf(everyone, 'Eve')).toMatchObject({
        virtual: true,
        solved: 1,
        penalty: 0,
        rank: 1,
      });
      expect(rowOf(everyone, 'Bob')).toMatchObject({ rank: 1 });
      expect(rowOf(everyone, 'Cyd')).toMatchObject({ rank: 4 });
      const official = await board(contest._id, cookieOf('Cyd'), '?virtual=false');
      expect(rowOf(official, 'Eve')).toBeUndefined();
      expect(
        (await call('POST', `/api/contests/${contest._id}/virtual`, cookieOf('Eve'))).statusCode,
      ).toBe(409);
    });

    it('keeps a contest with submissions unless the delete is forced; forced, they stay as practice', async () => {
      const refused = await call('DELETE', `/api/contests/${contest._id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(
        (await call('DELETE', `/api/contests/${contest._id}?force=true`, cookieOf('Ada')))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/contests/${contest._id}?force=true`, admin)).statusCode,
      ).toBe(204);
      expect((await call('GET', `/api/contests/${contest._id}`)).statusCode).toBe(404);
      const history = await call(
        'GET',
        `/api/problem/submittedProblem/${problemA}`,
        cookieOf('Ada'),
      );
      expect(history.json()).toHaveLength(3);
    });
  });

  describe('the freeze', () => {
    it('hides others’ verdicts after the freeze, shows each their own and admins everything, until revealed', async () => {
      const contest = await createContest({
        title: 'Frozen Round',
        startsAt: at(-30 * MINUTE),
        freezeAt: at(-MINUTE),
        endsAt: at(30 * MINUTE),
      });
      for (const name of ['Ada', 'Bob']) {
        await call('POST', `/api/contests/${contest._id}/register`, cookieOf(name));
      }
      await submit('Ada', problemA, contest._id, wrongJs, 'javascript');
      await submit('Ada', problemA, contest._id, sumSolutions.javascript, 'javascript');

      const asBob = await board(contest._id, cookieOf('Bob'));
      expect(asBob.frozen).toBe(true);
      expect(rowOf(asBob, 'Ada')).toMatchObject({ solved: 0, penalty: 0 });
      expect(rowOf(asBob, 'Ada')?.problems[0]).toMatchObject({
        solved: false,
        tries: 0,
        pending: 2,
      });
      const asGuest = await board(contest._id);
      expect(rowOf(asGuest, 'Ada')?.problems[0]).toMatchObject({ solved: false, pending: 2 });
      const asAda = await board(contest._id, cookieOf('Ada'));
      expect(rowOf(asAda, 'Ada')).toMatchObject({ solved: 1, penalty: 30 + 20, rank: 1 });
      const asAdmin = await board(contest._id, admin);
      expect(asAdmin.frozen).toBe(false);
      expect(rowOf(asAdmin, 'Ada')?.problems[0]).toMatchObject({
        solved: true,
        tries: 2,
        pending: 0,
      });

      const early = await call('POST', `/api/contests/${contest._id}/unfreeze`, admin);
      expect(early.statusCode).toBe(409);
      await call('PUT', `/api/contests/${contest._id}`, admin, { endsAt: at(-0.5 * MINUTE) });
      expect(
        (await call('POST', `/api/contests/${contest._id}/unfreeze`, cookieOf('Bob'))).statusCode,
      ).toBe(403);
      const revealed = await call('POST', `/api/contests/${contest._id}/unfreeze`, admin);
      expect(revealed.statusCode).toBe(200);
      expect(revealed.json().contest).toMatchObject({ revealed: true, frozen: false });
      const final = await board(contest._id, cookieOf('Bob'));
      expect(final.frozen).toBe(false);
      expect(rowOf(final, 'Ada')).toMatchObject({ solved: 1, penalty: 50, rank: 1 });
    });
  });

  describe('private contests', () => {
    it('are reached with their join code only', async () => {
      const contest = await createContest({
        title: 'Club Night',
        visibility: 'private',
        joinCode: 'club-2026',
      });
      expect(
        (await call('GET', `/api/contests/${contest._id}`, admin)).json().contest.joinCode,
      ).toBe('club-2026');
      expect((await call('GET', `/api/contests/${contest._id}`, cookieOf('Cyd'))).statusCode).toBe(
        404,
      );
      const listed = (await call('GET', '/api/contests', cookieOf('Cyd'))).json();
      expect(listed.contests.some((c: Contest) => c._id === contest._id)).toBe(false);
      const wrong = await call('POST', `/api/contests/${contest._id}/register`, cookieOf('Cyd'), {
        joinCode: 'nope-nope',
      });
      expect(wrong.statusCode).toBe(403);
      const withCode = await call(
        'GET',
        `/api/contests/${contest._id}?joinCode=club-2026`,
        cookieOf('Cyd'),
      );
      expect(withCode.statusCode).toBe(200);
      expect(withCode.json().contest.joinCode).toBeUndefined();
      const joined = await call('POST', `/api/contests/${contest._id}/register`, cookieOf('Cyd'), {
        joinCode: 'club-2026',
      });
      expect(joined.statusCode).toBe(201);
      expect((await call('GET', `/api/contests/${contest._id}`, cookieOf('Cyd'))).statusCode).toBe(
        200,
      );
      expect(
        (await board(contest._id, cookieOf('Cyd'))).rows.map((row) => row.user.firstName),
      ).toEqual(['Cyd']);
      expect((await call('GET', `/api/contests/${contest._id}/scoreboard`)).statusCode).toBe(404);
    });
  });

  describe('ratings', () => {
    it('finalising a rated contest rates its participants once; profiles show the history', async () => {
      const contest = await createContest({ title: 'Rated Round', rated: true });
      for (const name of ['Dee', 'Eve']) {
        await call('POST', `/api/contests/${contest._id}/register`, cookieOf(name));
      }
      await submit('Dee', problemA, contest._id, sumSolutions.javascript, 'javascript');
      await submit('Eve', problemA, contest._id, wrongJs, 'javascript');
      expect((await call('POST', `/api/contests/${contest._id}/finalise`, admin)).statusCode).toBe(
        409,
      );
      await call('PUT', `/api/contests/${contest._id}`, admin, { endsAt: at(-0.5 * MINUTE) });
      const finalised = await call('POST', `/api/contests/${contest._id}/finalise`, admin);
      expect(finalised.statusCode).toBe(200);
      expect(finalised.json().contest).toMatchObject({ finalised: true, revealed: true });
      expect((await call('POST', `/api/contests/${contest._id}/finalise`, admin)).statusCode).toBe(
        409,
      );
      const dee = (await call('GET', `/api/contests/ratings/${learners.Dee?.user._id}`)).json();
      const eve = (await call('GET', `/api/contests/ratings/${learners.Eve?.user._id}`)).json();
      expect(dee.rating).toBe(1532);
      expect(eve.rating).toBe(1468);
      expect(dee.contests).toEqual([
        expect.objectContaining({
          title: 'Rated Round',
          rank: 1,
          ratingBefore: 1500,
          ratingAfter: 1532,
        }),
      ]);
    });
  });
});
