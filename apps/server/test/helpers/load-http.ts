import { jsonBodyOr } from './json-body';
import { addressFor, simulatedClient } from './client-address';

/** One answer, or status 0 when none came (connection refused or reset: the server is down or died). */
export interface LoadResponse {
  status: number;
  // The API's JSON, read field by field by the workload and checked there.
  body: any;
  error?: string;
}

export interface LoadRequest {
  method?: string;
  token?: string;
  json?: unknown;
  /** Exact bytes to send instead of `json` (a signed webhook must arrive byte for byte). */
  raw?: string;
  headers?: Record<string, string>;
}

/** A generous limit: on a loaded 2-core machine a slow answer is not a failure, only a missing one is. */
const TIMEOUT_MS = 30_000;

export async function send(url: string, request: LoadRequest = {}): Promise<LoadResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (!headers['x-forwarded-for']) headers['x-forwarded-for'] = addressFor(simulatedClient(request, `load:${new URL(url).host}`));
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const body = request.raw ?? (request.json === undefined ? undefined : JSON.stringify(request.json));
  try {
    const res = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: jsonBodyOr(text, text) };
  } catch (error) {
    return { status: 0, body: undefined, error: error instanceof Error ? error.message : String(error) };
  }
}
