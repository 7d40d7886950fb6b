import { SIM_DEV_CREDENTIALS } from '../../src/providers/shiprocket/constants';

/**
 * Signs in to a Shiprocket simulator as the API user and answers a function that POSTs a JSON body to one of
 * its endpoints (e.g. 'orders/create/adhoc'), resolving to the status and parsed body: how the contract tests
 * send Shiprocket's published samples.
 */
export async function simulatorPoster(simUrl: string, path: string) {
  const login = await fetch(`${simUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SIM_DEV_CREDENTIALS),
  });
  const { token } = (await login.json()) as { token: string };
  return (body: unknown) =>
    fetch(`${simUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
}
