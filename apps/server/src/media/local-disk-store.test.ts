import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStore } from './local-disk-store';
import { type MediaStore, TooLarge } from './media-store';

describe('the local-disk media store', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'grindstone-store-'));
    store = localDiskStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));
  const partials = () => readdir(path.join(root, '.partial'));

  it('receives into a scratch file and publishes it under its name', async () => {
    const received = await store.receive(chunks('hello ', 'world'), { maxBytes: 100 });
    expect(received).toMatchObject({ bytes: 11 });
    expect(received.head.toString()).toBe('hello world');
    await store.publish('greeting.txt', received);
    expect(await readFile(path.join(root, 'greeting.txt'), 'utf8')).toBe('hello world');
    expect(await partials()).toEqual([]);
    const opened = await store.open('greeting.txt');
    expect(opened?.size).toBe(11);
  });

  it('removes the partial file when the source is too long, or the head is refused', async () => {
    await expect(
      store.receive(chunks('x'.repeat(60), 'y'.repeat(60)), { maxBytes: 100 }),
    ).rejects.toBeInstanceOf(TooLarge);
    const refusal = new Error('not wanted');
    await expect(
      store.receive(chunks('<html>'), {
        maxBytes: 100,
        inspectHead: () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await partials()).toEqual([]);
  });

  it('removes the partial file when the client goes away mid-upload', async () => {
    const source = new Readable({ read() {} });
    const receiving = store.receive(source, { maxBytes: 1000 });
    source.push(Buffer.from('partial data'));
    setTimeout(() => source.destroy(new Error('aborted')), 20);
    await expect(receiving).rejects.toThrow('aborted');
    expect(await partials()).toEqual([]);
  });

  it('never looks up a name that is not a plain media name', async () => {
    for (const name of ['../escape.txt', '.partial', 'a/b.png', '']) {
      expect(await store.open(name)).toBeUndefined();
    }
  });
});
