import { SIM_DEV_CREDENTIALS } from '../../src/providers/shiprocket/constants';

/** A fresh API token from a Shiprocket simulator, signed in as the development API user. */
async function simulatorToken(simUrl: string): Promise<string> {
  const login = await fetch(`${simUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SIM_DEV_CREDENTIALS),
  });
  const { token } = (await login.json()) as { token: string };
  return token;
}

/**
 * Signs in to a Shiprocket simulator as the API user and answers a function that POSTs a JSON body to one of
 * its endpoints (e.g. 'orders/create/adhoc'), resolving to the status and parsed body: how the contract tests
 * send Shiprocket's published samples.
 */
export async function simulatorPoster(simUrl: string, path: string) {
  const token = await simulatorToken(simUrl);
  return (body: unknown) =>
    fetch(`${simUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
}

/** A raw call to a simulator's API with a fresh token, as any Shiprocket client would make it. */
export async function simulatorApi(simUrl: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = await simulatorToken(simUrl);
  const res = await fetch(`${simUrl}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A simulator control route (`/__sim/<path>`): GET without `json`, POST with it; answers the parsed JSON. */
export async function simulatorControl(simUrl: string, path: string, json?: unknown): Promise<any> {
  const res = await fetch(`${simUrl}/__sim/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return res.json();
}

/** The app's environment for a Shiprocket simulator at `apiUrl`: the development API user, pickup in Bengaluru. */
export function shiprocketEnv(apiUrl: string, webhookKey: string, timeoutMs: number): Record<string, string> {
  return {
    SHIPROCKET_EMAIL: SIM_DEV_CREDENTIALS.email,
    SHIPROCKET_PASSWORD: SIM_DEV_CREDENTIALS.password,
    SHIPROCKET_API_URL: apiUrl,
    SHIPROCKET_WEBHOOK_KEY: webhookKey,
    SHIPROCKET_TIMEOUT_MS: String(timeoutMs),
    SHIPROCKET_PICKUP_PINCODE: '560001',
  };
}
