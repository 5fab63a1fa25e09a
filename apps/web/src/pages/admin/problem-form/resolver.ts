import { type ProblemInput, problemInputSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { type ProblemFormValues, toProblemBody } from './formValues';
import { groupListErrorType, groupListMessages, groupRowMessages } from './testGroups';

const schemaResolver = zodResolver(problemInputSchema);

export const checkerSourceRequired = "Please add the checker's C++ source";

/** The first message anywhere inside a nested error (an array's, a record's entries). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The checker's errors as the form shows them: its source is required here with a message of
 * its own (the contract's speaks of the body), and the arguments and headers are one field each
 * in the form while the body's errors name an argument or a header (whose name has dots).
 */
function customCheckerErrors(
  values: ProblemFormValues,
  errors: Record<string, unknown> | undefined,
): Record<string, FieldError> | undefined {
  const shown: Record<string, FieldError> = {};
  for (const field of ['protocol', 'source', 'args', 'files']) {
    const message = firstMessage(errors?.[field]);
    if (message !== undefined) shown[field] = { type: 'validate', message };
  }
  const whole = errors?.message;
  if (typeof whole === 'string' && !shown.source)
    shown.source = { type: 'validate', message: whole };
  if (values.checker === 'custom' && values.customChecker.source.trim() === '') {
    shown.source = { type: 'required', message: checkerSourceRequired };
  }
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/**
 * The test groups' errors with the form's own messages: each row's (a blank number is not 0
 * here, and a count is of hidden tests), then the list's (names repeated, hidden tests not
 * covered exactly), as the field array's root; the schema's are kept for anything else (a name
 * too long, too many groups).
 */
function testGroupErrors(values: ProblemFormValues, errors: unknown): unknown {
  const schemaErrors = (errors ?? {}) as Record<string, unknown>;
  const shown: Record<string, FieldError>[] = [];
  values.testGroups.forEach((row, index) => {
    const own = groupRowMessages(row);
    const schemaRow = schemaErrors[index] as Record<string, unknown> | undefined;
    const rowErrors: Record<string, FieldError> = {};
    for (const field of ['name', 'points', 'tests'] as const) {
      const message = own[field] ?? firstMessage(schemaRow?.[field]);
      if (message !== undefined) rowErrors[field] = { type: 'validate', message };
    }
    if (Object.keys(rowErrors).length > 0) shown[index] = rowErrors;
  });
  const listMessages = groupListMessages(values.testGroups, values.hiddenTestCases.length);
  const schemaListMessage = [schemaErrors.message, (schemaErrors.root as FieldError)?.message].find(
    (message): message is string => typeof message === 'string',
  );
  const root: FieldError | undefined =
    listMessages.length > 0
      ? { type: groupListErrorType, message: listMessages.join(' ') }
      : schemaListMessage !== undefined
        ? { type: 'validate', message: schemaListMessage }
        : undefined;
  if (shown.length === 0 && !root) return undefined;
  return root ? Object.assign(shown, { root }) : shown;
}

/**
 * Validates the form with the contract's `problemInputSchema` (the server's own rules and the
 * product's messages): the form values become the request body first; errors keep the body's paths,
 * which are the form's paths except memoryLimitKb (shown under the MB field) and the custom
 * checker's arguments and headers; the test groups have messages of their own (see above).
 */
export const problemFormResolver: Resolver<ProblemFormValues, unknown, ProblemInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toProblemBody(values), context, options as never);
  const errors = { ...result.errors } as Record<string, unknown>;
  const checkerErrors = customCheckerErrors(
    values,
    errors.customChecker as Record<string, unknown> | undefined,
  );
  if (checkerErrors) errors.customChecker = checkerErrors;
  else delete errors.customChecker;
  const groupErrors = testGroupErrors(values, errors.testGroups);
  if (groupErrors) errors.testGroups = groupErrors;
  else delete errors.testGroups;
  if (Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as FieldErrors<ProblemFormValues> };
  }
  return { values: result.values as ProblemInput, errors: {} };
};
