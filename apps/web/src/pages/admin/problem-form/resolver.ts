import { type ProblemInput, problemInputSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type ProblemFormValues, toProblemBody } from './formValues';

const schemaResolver = zodResolver(problemInputSchema);

/**
 * Validates the form with the contract's `problemInputSchema` (the server's own rules and the
 * product's messages): the form values become the request body first; errors keep the body's paths,
 * which are the form's paths except memoryLimitKb (shown under the MB field).
 */
export const problemFormResolver: Resolver<ProblemFormValues, unknown, ProblemInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toProblemBody(values), context, options as never);
  if (Object.keys(result.errors).length > 0) {
    return { values: {}, errors: result.errors as FieldErrors<ProblemFormValues> };
  }
  return { values: result.values as ProblemInput, errors: {} };
};
