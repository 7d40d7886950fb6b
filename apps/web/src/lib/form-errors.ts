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
