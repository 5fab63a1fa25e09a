import { z } from 'zod';

/**
 * PostgreSQL cannot store U+0000 in text, so every string the API accepts refuses it up front
 * with this message (a 400 naming the field) instead of failing in the database.
 */
export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

export const containsNul = (value: string): boolean => value.includes('\u0000');

/** The one NUL refinement, for string schemas not built with `text()` (e.g. URL unions). */
export const refuseNul = () => z.refine<string>((value) => !containsNul(value), NUL_TEXT_MESSAGE);

/** `z.string()` for any text the API accepts: the same parameters, and no NUL characters. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(refuseNul());
