import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { getToken } from '../../../lib/token';

type QueryValue = string | number | null | undefined;

function buildUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return `Request failed with status ${response.status}`;
}

/** The file name a server suggests in Content-Disposition, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: try the plain form below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface DownloadOptions {
  params?: Record<string, QueryValue>;
  fileName?: string;
  fallbackName: string;
  /** A JSON body: the file is POSTed for (e.g. the labels of the selected orders). */
  json?: unknown;
}

/**
 * GET a file with the bearer token (a plain link cannot send it), then save it. `fileName` wins over the
 * server's suggestion when the screen has a fixed name to use (docs/product.md#constants). Answers the
 * response's headers, for a file that comes with more to say (the labels that could not be printed).
 */
export async function downloadFileWithHeaders(
  path: string,
  { params, fileName, fallbackName, json }: DownloadOptions,
): Promise<Headers> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorMessage(response));
  const blob = await response.blob();
  saveBlob(blob, fileName ?? fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName);
  return response.headers;
}

/** downloadFile for a screen that needs nothing but the file. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<void> {
  await downloadFileWithHeaders(path, options);
}
