import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { type ApiIssue, ApiRequestError } from './ApiRequestError';

/**
 * The value at a dot path of the server's issues ('referenceSolution.0.completeCode'), walking
 * objects and arrays only: a path into a string ('companies.0' when the form holds the companies
 * as one text) names no field.
 */
export function valueAtPath(values: unknown, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Sorts a failure's validation issues by path: those naming one of the form's fields (a path with
 * a value in `values`, or one of `extraPaths` for fields whose errors the form shows under
 * another name), first message per field, and those that name none.
 */
export function sortIssuesByField(
  error: unknown,
  values: unknown,
  extraPaths: readonly string[] = [],
): { onFields: ApiIssue[]; elsewhere: ApiIssue[] } {
  const issues = error instanceof ApiRequestError ? error.issues : [];
  const onFields: ApiIssue[] = [];
  const elsewhere: ApiIssue[] = [];
  for (const issue of issues) {
    const isField =
      issue.path !== '' &&
      (extraPaths.includes(issue.path) || valueAtPath(values, issue.path) !== undefined);
    if (!isField) elsewhere.push(issue);
    else if (!onFields.some((placed) => placed.path === issue.path)) onFields.push(issue);
  }
  return { onFields, elsewhere };
}

/**
 * Shows the server's validation issues next to the fields they name (react-hook-form's
 * `setError`), by path; answers whether any found its field. The forms send the contract's
 * request bodies, so the server's paths are the forms' own.
 */
export function showIssuesOnFields<Values extends FieldValues>(
  error: unknown,
  form: { getValues: UseFormGetValues<Values>; setError: UseFormSetError<Values> },
  extraPaths: readonly string[] = [],
): boolean {
  const { onFields } = sortIssuesByField(error, form.getValues(), extraPaths);
  for (const issue of onFields) {
    form.setError(issue.path as FieldPath<Values>, { type: 'server', message: issue.message });
  }
  return onFields.length > 0;
}
