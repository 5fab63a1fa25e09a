/** One server-sent event: an optional `event:` name and its data as one line of JSON. */
export const serverSentEvent = (name: string | null, data: unknown) =>
  `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** The headers of a reply that is a `text/event-stream`, sent as its events are made. */
export const serverSentEventHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx would otherwise buffer the stream and deliver it whole.
  'x-accel-buffering': 'no',
};

/** True when the client asked for a stream of events rather than one JSON answer. */
export const wantsEventStream = (accept: string | undefined) =>
  (accept ?? '').includes('text/event-stream');
