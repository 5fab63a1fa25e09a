import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failingAnswer,
  geminiAnswer,
  openAiAnswer,
  type ProviderStandIn,
  startProviderStandIn,
} from '../../test-support/ai-provider-stand-in';
import { geminiProvider } from './gemini';
import { openAiCompatibleProvider } from './openai-compatible';
import { type ChatProvider, ProviderFailure, type ProviderRequest } from './provider';

const KEY = 'sk-test-provider-key-123';
const REPLY = 'Think about **what you need to remember** while reading the list.\n\nA map helps.';
const request: ProviderRequest = {
  system: 'You are a tutor.',
  turns: [
    { role: 'user', text: 'Give me a hint' },
    { role: 'model', text: 'Hint 1' },
    { role: 'user', text: 'Another hint please' },
  ],
};

async function collect(provider: ChatProvider, stream: boolean, timeoutMs = 5000) {
  const pieces: string[] = [];
  const signal = AbortSignal.timeout(timeoutMs);
  for await (const piece of provider.reply(request, { stream, signal })) pieces.push(piece);
  return pieces;
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderFailure> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  return error as ProviderFailure;
}

describe('the OpenAI-compatible client against a local stand-in /chat/completions server', () => {
  let standIn: ProviderStandIn;
  let provider: ChatProvider;
  beforeAll(async () => {
    standIn = await startProviderStandIn(openAiAnswer(REPLY));
    provider = openAiCompatibleProvider({
      baseUrl: `${standIn.url}/v1`,
      model: 'tutor-7b',
      apiKey: KEY,
    });
  });
  afterAll(() => standIn.close());

  it('sends the documented request: Bearer key, model, system then user/assistant messages', async () => {
    standIn.answerWith(openAiAnswer(REPLY));
    expect((await collect(provider, false)).join('')).toBe(REPLY);
    const sent = standIn.requests.at(-1);
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      model: 'tutor-7b',
      stream: false,
      messages: [
        { role: 'system', content: 'You are a tutor.' },
        { role: 'user', content: 'Give me a hint' },
        { role: 'assistant', content: 'Hint 1' },
        { role: 'user', content: 'Another hint please' },
      ],
    });
  });

  it('streams the reply chunk by chunk from the stand-in’s server-sent events', async () => {
    const pieces = await collect(provider, true);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(REPLY);
    expect(JSON.parse(standIn.requests.at(-1)?.body ?? '').stream).toBe(true);
  });

  it('sends no Authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    const keyless = openAiCompatibleProvider({ baseUrl: standIn.url, model: 'llama3' });
    await collect(keyless, false);
    expect(standIn.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('reports an HTTP error without the key the stand-in echoes back', async () => {
    standIn.answerWith(failingAnswer(500));
    const failure = await failureOf(collect(provider, true));
    expect(failure.kind).toBe('http');
    expect(failure.message).toContain('HTTP 500');
    expect(failure.message).not.toContain(KEY);
  });

  it('treats a refusal from the stand-in as a failure', async () => {
    standIn.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { content: null, refusal: 'I cannot help with that.' } }],
        }),
      );
    });
    expect((await failureOf(collect(provider, false))).kind).toBe('refusal');
  });

  it('times out when the stand-in never answers', async () => {
    standIn.answerWith(() => {
      // Never answers: the client's timeout must end the wait.
    });
    expect((await failureOf(collect(provider, true, 300))).kind).toBe('timeout');
  });

  it('reports an unreachable server as a network failure', async () => {
    const nowhere = openAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:9', model: 'x' });
    expect((await failureOf(collect(nowhere, false))).kind).toBe('network');
  });
});

describe('the Gemini client against a local stand-in generateContent server', () => {
  let standIn: ProviderStandIn;
  let provider: ChatProvider;
  beforeAll(async () => {
    standIn = await startProviderStandIn(geminiAnswer(REPLY));
    provider = geminiProvider({
      baseUrl: `${standIn.url}/v1beta`,
      model: 'gemini-2.0-flash',
      apiKey: KEY,
    });
  });
  afterAll(() => standIn.close());

  it('calls generateContent with the key in a header (not the URL), systemInstruction and contents', async () => {
    standIn.answerWith(geminiAnswer(REPLY));
    expect((await collect(provider, false)).join('')).toBe(REPLY);
    const sent = standIn.requests.at(-1);
    expect(sent?.url).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(sent?.url).not.toContain(KEY);
    expect(sent?.headers['x-goog-api-key']).toBe(KEY);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      systemInstruction: { parts: [{ text: 'You are a tutor.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Give me a hint' }] },
        { role: 'model', parts: [{ text: 'Hint 1' }] },
        { role: 'user', parts: [{ text: 'Another hint please' }] },
      ],
    });
  });

  it('streams from the stand-in’s streamGenerateContent?alt=sse events', async () => {
    const pieces = await collect(provider, true);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(REPLY);
    expect(standIn.requests.at(-1)?.url).toBe(
      '/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse',
    );
  });

  it('treats a blocked prompt or a SAFETY stop from the stand-in as a refusal', async () => {
    standIn.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } }));
    });
    expect((await failureOf(collect(provider, false))).kind).toBe('refusal');
    standIn.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`data: ${JSON.stringify({ candidates: [{ finishReason: 'SAFETY' }] })}\n\n`);
    });
    expect((await failureOf(collect(provider, true))).kind).toBe('refusal');
  });

  it('reports an HTTP error from the stand-in without the key', async () => {
    standIn.answerWith((request, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: `bad key ${request.headers['x-goog-api-key']}` } }),
      );
    });
    const failure = await failureOf(collect(provider, false));
    expect(failure.kind).toBe('http');
    expect(failure.message).not.toContain(KEY);
  });
});
