/** A response body read as the API's JSON: undefined when empty, `otherwise` when it is not JSON. */
export function jsonBodyOr(text: string, otherwise: unknown): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return otherwise;
  }
}
