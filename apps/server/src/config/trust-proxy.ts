import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets from TRUST_PROXY (docs/decisions/030-trust-proxy-off-by-default.md):
 * unset/`off` = forwarded headers are never believed (a client cannot pick its own IP, protocol or host);
 * a number = that many proxy hops in front of the app; a comma-separated list of addresses or CIDR ranges =
 * only those proxies are believed.
 */
export type TrustProxySetting = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxySetting | { error: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'must be off, a hop count up to 10, or a list of proxy addresses/CIDR ranges' };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      return { error: `has "${entry}", which is neither an IP address nor a CIDR range (use off, a hop count or a list)` };
    }
  }
  return entries;
}

/** The setting in the form Fastify accepts: a hop count becomes "believe the nearest N hops". */
export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
