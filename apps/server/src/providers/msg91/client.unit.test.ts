import { describe, expect, it } from 'vitest';
import { flowAnswer, flowError, flowRequest } from '../../../test/fixtures/msg91-samples';
import { Msg91Error, createMsg91Client } from './client';

/** The MSG91 client against the shapes of MSG91's published samples (test/fixtures/msg91-samples.ts). */
function clientAnswering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createMsg91Client({
    baseUrl: 'https://control.msg91.com/api/v5',
    authKey: 'test-auth-key-0000000',
    templateId: 'EntertemplateID',
    timeoutMs: 1000,
    fetch: async (url, init) => {
      calls.push({ url: url as string, init: init! });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('MSG91 Flow client', () => {
  it("sends the published request shape and answers MSG91's request id", async () => {
    const { client, calls } = clientAnswering(200, flowAnswer);
    await expect(client.sendCode('9999999999', '123456')).resolves.toBe(flowAnswer.message);
    expect(calls[0]!.url).toBe(flowRequest.url.replace(/\/$/, ''));
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(Object.keys(flowRequest.headers).sort());
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(flowRequest.body);
  });

  it('treats `type: error` as a refusal even with HTTP 200', async () => {
    const { client } = clientAnswering(200, flowError);
    await expect(client.sendCode('9999999999', '123456')).rejects.toBeInstanceOf(Msg91Error);
  });
});
