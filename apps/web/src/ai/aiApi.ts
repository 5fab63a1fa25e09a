import type { AiStatus, ChatRequest } from '@grindstone/contract';
import { apiBaseUrl, apiRequest } from '../api/client';
import { errorFromResponse, errorOfResponse, networkError } from '../api/errorFromResponse';
import { readServerSentEvents } from './serverSentEvents';

export const fetchAiStatus = () => apiRequest<AiStatus>('/ai/status');

/** A chat request as the client sends it (the server's defaults fill in nothing). */
export type ChatRequestBody = Omit<ChatRequest, 'messages'> & {
  messages: { role: 'user' | 'model'; parts: { text: string }[] }[];
};

/**
 * Sends the conversation and streams the reply: `onDelta` gets each piece as the server sends it
 * (server-sent events), and the promise resolves with the whole, checked reply. A failed call
 * throws an ApiRequestError, as every other call does.
 */
export async function streamChat(
  body: ChatRequestBody,
  onDelta: (piece: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/ai/chat`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) throw await errorOfResponse(response);
  let message = '';
  for await (const event of readServerSentEvents(response.body)) {
    const data = JSON.parse(event.data) as { delta?: string; message?: string };
    if (event.name === 'error') throw errorFromResponse(503, data);
    if (event.name === 'done') return data.message ?? message;
    if (data.delta) {
      message += data.delta;
      onDelta(data.delta);
    }
  }
  return message;
}
