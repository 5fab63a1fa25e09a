import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videosRepository } from '../media/videos-repository';
import { sumProblem } from '../test-support/problem-fixtures';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { problemsRepository } from './repository';
import { saveProblem } from './save-problem';

describe.each(testDatabaseKinds())('editorial videos on %s', (kind) => {
  let t: TestApp;
  let problemId: string;
  let learner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    learner = (await registerLearner(t.app, 'Watcher')).cookie;
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'With an editorial video' })),
      { skipVerification: true },
    );
  });
  afterAll(() => t.close());

  /** The problem as a signed-in learner sees it (guests get no editorial). */
  const detail = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/problem/problemById/${problemId}`,
      headers: { cookie: learner },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('has no video fields until a video is stored', async () => {
    const body = await detail();
    for (const field of ['secureUrl', 'thumbnailUrl', 'duration']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('returns secureUrl, thumbnailUrl and duration once a video is stored, and replaces it', async () => {
    const videos = videosRepository(t.database.db);
    await videos.set(problemId, {
      cloudinaryPublicId: 'editorials/sum-v1',
      secureUrl: 'https://media.example.com/editorials/sum-v1.mp4',
      thumbnailUrl: 'https://media.example.com/editorials/sum-v1.jpg',
      durationSeconds: 312.5,
    });
    expect(await detail()).toMatchObject({
      secureUrl: 'https://media.example.com/editorials/sum-v1.mp4',
      thumbnailUrl: 'https://media.example.com/editorials/sum-v1.jpg',
      duration: 312.5,
    });

    await videos.set(problemId, {
      cloudinaryPublicId: 'editorials/sum-v2',
      secureUrl: 'https://media.example.com/editorials/sum-v2.mp4',
      thumbnailUrl: null,
      durationSeconds: null,
    });
    const replaced = await detail();
    expect(replaced.secureUrl).toBe('https://media.example.com/editorials/sum-v2.mp4');
    expect(replaced).not.toHaveProperty('thumbnailUrl');
    expect(replaced).not.toHaveProperty('duration');
  });

  it('deletes the video, and the problem’s deletion takes its video along', async () => {
    const videos = videosRepository(t.database.db);
    expect((await videos.delete(problemId))?.cloudinaryPublicId).toBe('editorials/sum-v2');
    expect(await detail()).not.toHaveProperty('secureUrl');
    expect(await videos.delete(problemId)).toBeUndefined();

    await videos.set(problemId, {
      cloudinaryPublicId: 'editorials/doomed',
      secureUrl: 'https://media.example.com/doomed.mp4',
      thumbnailUrl: null,
      durationSeconds: 10,
    });
    await problemsRepository(t.database.db).delete(problemId);
    expect(await videos.find(problemId)).toBeUndefined();
  });
});
