import { AI_FAILURE_MESSAGE, chatStreamEvents } from '@grindstone/contract';

import { serverSentEvent as event } from '../server-sent-event';

/**
 * The reply as server-sent events: a `data: {delta}` event per piece, then `event: done` with the
 * whole reply `{message}`, or `event: error` with the client's failure message when the reply
 * breaks off (the details go to `onError`, for the log).
 */
export async function* serverSentEvents(
  first: IteratorResult<string, void>,
  rest: AsyncIterator<string, void>,
  onError: (error: unknown) => void,
): AsyncGenerator<string, void, undefined> {
  let message = '';
  let next = first;
  try {
    while (!next.done) {
      message += next.value;
      yield event(null, { [chatStreamEvents.delta]: next.value });
      next = await rest.next();
    }
    yield event(chatStreamEvents.done, { message });
  } catch (error) {
    onError(error);
    yield event(chatStreamEvents.error, { message: AI_FAILURE_MESSAGE });
  }
}
