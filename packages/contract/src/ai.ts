import { z } from 'zod';
import { languageRequestSchema } from './problems';
import { text } from './text';
import { aiProviders, chatMessageProblem, chatMessageRules, languageIds } from './vocabulary';

export const chatRoles = ['user', 'model'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Earlier replies may be long (code reviews); the history budget trims what is sent on. */
const MAX_PART_TEXT = 20_000;
const MAX_TURNS = 200;

export const chatTurnSchema = z.object({
  role: z.enum(chatRoles, { error: 'Role must be user or model' }),
  parts: z
    .array(z.object({ text: text().max(MAX_PART_TEXT, `At most ${MAX_PART_TEXT} characters`) }))
    .min(1, chatMessageRules.required)
    .max(8),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const turnText = (turn: ChatTurn) => turn.parts.map((part) => part.text).join('');

/**
 * `POST /ai/chat`: the original client's body (the history, title, description, visible tests,
 * start code) plus what this web app adds so the server can ground the answer itself.
 */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatTurnSchema, { error: chatMessageRules.required })
    .min(1, chatMessageRules.required)
    .max(MAX_TURNS, `At most ${MAX_TURNS} messages`)
    .superRefine((turns, ctx) => {
      const newest = turns.at(-1);
      const index = turns.length - 1;
      if (newest?.role !== 'user') {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: 'The newest message must be the learner’s',
        });
        return;
      }
      const problem = chatMessageProblem(turnText(newest));
      if (problem) ctx.addIssue({ code: 'custom', path: [index, 'parts'], message: problem });
    }),
  title: text().max(200).optional(),
  description: text().max(100_000).optional(),
  testCases: z
    .array(
      z.object({
        input: text().max(100_000),
        output: text().max(100_000),
        explanation: text().max(5000).optional(),
      }),
    )
    .max(20)
    .optional(),
  startCode: z
    .array(z.object({ language: text().max(40), initialCode: text().max(64 * 1024) }))
    // One entry per language: the web app sends every language the problem has.
    .max(languageIds.length)
    .optional(),
  problemId: z.string().uuid('Invalid problem id').optional(),
  code: text()
    .max(64 * 1024, 'Code is too long (64 KB at most)')
    .optional(),
  language: languageRequestSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatReplySchema = z.object({ message: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** `GET /ai/status`: which tutor answers here, so the tab can label it honestly. */
export const aiStatusSchema = z.object({
  provider: z.enum(aiProviders),
  /** The configured model's name (`AI_MODEL`), null for the offline tutor and `off`. */
  model: z.string().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/**
 * The streamed reply (`Accept: text/event-stream`): `data:` events carry `{delta}` pieces of
 * text, one `done` event carries the whole checked reply `{message}`, and an `error` event
 * `{message}` ends a reply that failed after it had started.
 */
export const chatStreamEvents = { delta: 'delta', done: 'done', error: 'error' } as const;
