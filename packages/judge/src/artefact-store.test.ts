import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createArtefactStore } from './artefact-store';
import { processToken, tokenAlive } from './sandbox/process-alive';

// The rules by which judge processes share compiled programs (artefact-store.ts), without a
// sandbox: each store below stands for one judge process.

const key = 'a'.repeat(32);
let cacheDir = '';
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

function freshCache() {
  cacheDir = mkdtempSync(join(tmpdir(), 'grindstone-artefact-store-'));
  return cacheDir;
}

/** What a compile leaves: a sealed work dir with a binary in it. */
function compiledWorkDir(dir: string) {
  const work = join(dir, `work-${Math.random().toString(36).slice(2)}`);
  mkdirSync(work, { mode: 0o755 });
  writeFileSync(join(work, 'main'), '#!/bin/sh\necho ok\n', { mode: 0o755 });
  return work;
}

/** The token of a process that has exited. */
async function deadToken() {
  const child = spawn('/bin/sleep', ['10']);
  const token = processToken(child.pid as number);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return token;
}

const marksOf = (box: string) => readdirSync(join(dirname(box), 'users'));

describe('process tokens', () => {
  it('name a live process, and no longer once it has exited', async () => {
    expect(tokenAlive(processToken())).toBe(true);
    expect(tokenAlive(await deadToken())).toBe(false);
  });

  it('tell a reused pid from the process that had it, and a reboot from now', () => {
    const [pid, start, boot] = processToken().split('-');
    expect(tokenAlive(`${pid}-${Number(start) + 1}-${boot}`)).toBe(false);
    expect(tokenAlive(`${pid}-${start}-00000000`)).toBe(false);
  });

  it('keep what they guard when they cannot be read', () => {
    expect(tokenAlive('not-a-token')).toBe(true);
  });
});

describe('compiled programs shared by judge processes', () => {
  it('stay while any process holds them and go with the last hold', () => {
    const dir = freshCache();
    const first = createArtefactStore(dir);
    const second = createArtefactStore(dir);
    const box = first.install(key, compiledWorkDir(dir));
    expect(second.find(key)).toBe(box);
    expect(marksOf(box).sort()).toEqual([first.owner, second.owner].sort());

    first.release(box); // the first process evicts it: the second still uses it
    expect(existsSync(join(box, 'main'))).toBe(true);
    expect(second.intact(box)).toBe(true);

    second.release(box);
    expect(existsSync(dirname(box))).toBe(false);
  });

  it('count holds within a process: a job outlasts its eviction from memory', () => {
    const dir = freshCache();
    const store = createArtefactStore(dir);
    const box = store.install(key, compiledWorkDir(dir)); // the memory's hold
    expect(store.hold(box)).toBe(true); // a job's hold
    store.release(box); // evicted from memory
    expect(existsSync(join(box, 'main'))).toBe(true);
    store.release(box); // the job ends
    expect(existsSync(dirname(box))).toBe(false);
  });

  it('cannot be held once retired: the holder compiles again instead', () => {
    const dir = freshCache();
    const first = createArtefactStore(dir);
    const second = createArtefactStore(dir);
    const box = first.install(key, compiledWorkDir(dir));
    first.release(box);
    expect(second.hold(box)).toBe(false);
    expect(second.find(key)).toBeNull();
  });

  it('are not kept by the marks of processes that died', async () => {
    const dir = freshCache();
    const store = createArtefactStore(dir);
    const box = store.install(key, compiledWorkDir(dir));
    writeFileSync(join(dirname(box), 'users', `${await deadToken()}-0`), '');
    store.release(box);
    expect(existsSync(dirname(box))).toBe(false);
  });

  it('are not found when a file is missing (half deleted), nor kept for it', () => {
    const dir = freshCache();
    const first = createArtefactStore(dir);
    const box = first.install(key, compiledWorkDir(dir));
    rmSync(join(box, 'main'));
    expect(first.intact(box)).toBe(false);
    const second = createArtefactStore(dir);
    expect(second.find(key)).toBeNull();
    expect(marksOf(box)).toEqual([first.owner]);
  });

  it('left behind by dead processes are swept; held ones and unknown dirs stay', async () => {
    const dir = freshCache();
    const live = createArtefactStore(dir);
    const held = live.install('b'.repeat(32), compiledWorkDir(dir));
    // Its only holder was killed: its mark, under a dead process's name, is all that is left.
    const killed = createArtefactStore(dir);
    const orphan = killed.install(key, compiledWorkDir(dir));
    const dead = await deadToken();
    writeFileSync(join(dirname(orphan), 'users', `${dead}-0`), '');
    rmSync(join(dirname(orphan), 'users', killed.owner));
    const staging = join(dir, 'artefacts', `.staging-${dead}-0-AbC123`);
    mkdirSync(staging);
    const olderLayout = join(dir, 'artefacts', 'c'.repeat(32));
    mkdirSync(olderLayout);

    createArtefactStore(dir).sweep();
    expect(existsSync(dirname(orphan))).toBe(false);
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(join(held, 'main'))).toBe(true);
    expect(existsSync(olderLayout)).toBe(true);
  });
});
