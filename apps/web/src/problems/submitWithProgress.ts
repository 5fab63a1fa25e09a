import {
  type LanguageId,
  queuePositionSchema,
  type SubmitResult,
  submitStreamEvents,
} from '@grindstone/contract';
import { readServerSentEvents } from '../ai/serverSentEvents';
import { apiBaseUrl } from '../api/client';
import { errorFromResponse, errorOfResponse, networkError } from '../api/errorFromResponse';

/**
 * Submit, hearing the submission's place in line while it waits for the judge: the server
 * streams `position` events (1: judged next, 0: being judged) and then the result, or answers
 * plain JSON when the result came first. A failed call throws an ApiRequestError, as every
 * other call does. With `contestId` the submission counts in that contest (the server refuses it
 * when the learner is not in the contest at this moment).
 */
export async function submitWithProgress(
  problemId: string,
  code: string,
  language: LanguageId,
  onPosition: (position: number) => void,
  contestId?: string,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/submission/submit/${encodeURIComponent(problemId)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ code, language, ...(contestId ? { contestId } : {}) }),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok || !response.body) throw await errorOfResponse(response);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return (await response.json()) as SubmitResult;
  }
  for await (const event of readServerSentEvents(response.body)) {
    const data: unknown = JSON.parse(event.data);
    if (event.name === submitStreamEvents.position) {
      onPosition(queuePositionSchema.parse(data).position);
    } else if (event.name === submitStreamEvents.done) {
      return data as SubmitResult;
    } else if (event.name === submitStreamEvents.error) {
      const status = (data as { status?: unknown }).status;
      throw errorFromResponse(typeof status === 'number' ? status : 503, data);
    }
  }
  // The connection ended without a result: as if it had never answered.
  throw networkError();
}
