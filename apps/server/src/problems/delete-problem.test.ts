import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHost } from '../media/media-host';
import { problemVideos } from '../media/problem-videos';
import { videosRepository } from '../media/videos-repository';
import { sumProblem } from '../test-support/problem-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { deleteProblem } from './delete-problem';
import { problemsRepository } from './repository';
import { saveProblem } from './save-problem';

describe.each(testDatabaseKinds())('deleting a problem on %s', (kind) => {
  let t: TestApp;
  let deps: Parameters<typeof deleteProblem>[0];
  let videos: ReturnType<typeof videosRepository>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    videos = videosRepository(db);
    // media/ answers for the video, as app.ts wires it.
    deps = {
      problems: problemsRepository(db),
      videos: problemVideos(createMediaHost(t.config, db), videos),
    };
  });
  afterAll(() => t.close());

  const problemWithVideo = async (title: string) => {
    const id = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title })),
      { skipVerification: true },
    );
    await videos.set(id, {
      cloudinaryPublicId: `editorials/${id}`,
      secureUrl: `https://media.example.com/editorials/${id}.mp4`,
      thumbnailUrl: null,
      durationSeconds: 30,
    });
    return id;
  };

  it('removes the problem and its video, and leaves other problems and their videos be', async () => {
    const doomed = await problemWithVideo('Deleted with its video');
    const kept = await problemWithVideo('Kept with its video');
    await deleteProblem(deps, doomed);
    expect(await deps.problems.findById(doomed)).toBeUndefined();
    expect(await videos.find(doomed)).toBeUndefined();
    expect(await deps.problems.findById(kept)).toBeDefined();
    expect((await videos.find(kept))?.cloudinaryPublicId).toBe(`editorials/${kept}`);
  });

  it('answers 404 Problem not found for a problem that does not exist', async () => {
    await expect(deleteProblem(deps, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(
      { code: 'NOT_FOUND', message: 'Problem not found' },
    );
  });
});
