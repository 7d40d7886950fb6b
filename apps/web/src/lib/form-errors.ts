/** The shape of a zod error that we need; keeps zod itself out of this module. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** First message per field, keyed by dotted path ("address.pincode"). */
export function toFieldErrors(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** What a form needs of a zod schema: `safeParse`. */
export interface FormSchema<V, T> {
  safeParse: (values: V) => { success: true; data: T } | { success: false; error: IssueList };
}

export type CheckedValues<T> =
  { data: T; errors: Record<string, string> } | { data: null; errors: Record<string, string> };

/** A form's values through its schema: the parsed data and no messages, or no data and a message per field. */
export function checkValues<V, T>(schema: FormSchema<V, T>, values: V): CheckedValues<T> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { data: parsed.data, errors: {} } : { data: null, errors: toFieldErrors(parsed.error) };
}
