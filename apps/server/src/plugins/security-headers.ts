import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { EARLY_TAP_CAPTURE_SCRIPT } from '@shop/shared/early-tap-capture';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { razorpayCspSources } from '../providers/razorpay/checkout-csp';

/** The one inline script of the pages (it holds taps until hydration; docs/decisions/080-no-lost-taps.md). */
const earlyTapCaptureHash = `'sha256-${createHash('sha256').update(EARLY_TAP_CAPTURE_SCRIPT).digest('base64')}'`;

/** Security headers and the Content-Security-Policy: only what the app itself loads. */
const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Razorpay Checkout's hosts come from one list (providers/razorpay/checkout-csp.ts).
  const razorpay = razorpayCspSources(config.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com');
  // Helmet itself, built once: @fastify/helmet 13 rebuilds it (and re-parses this policy) on every request, 13% of
  // a cached page's allocations (docs/decisions/285-helmet-built-once.md).
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", earlyTapCaptureHash, ...razorpay.scriptSrc],
        // 'unsafe-inline' stays for styles (scripts have no such exception). Radix's dialogs lock page scroll
        // by inserting a <style> element with computed CSS (react-remove-scroll), which neither a hash nor
        // 'unsafe-hashes' can allow; a nonce would have to be minted per response and handed to that library
        // through a transitive dependency. Radix Tabs also server-renders two style attributes, and the real
        // Razorpay checkout script (not testable offline) may style its overlay inline. Blocking any of these
        // breaks layout, not security: without script execution, inline CSS cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...razorpay.imgSrc],
        connectSrc: ["'self'", ...razorpay.connectSrc],
        frameSrc: ["'self'", ...razorpay.frameSrc],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Razorpay Checkout opens popups (netbanking, 3-D Secure) and talks to them; `same-origin` cuts them off.
    // The storefront reaches /checkout without reloading, so every page document is one Checkout may run in
    // (docs/decisions/169-checkout-popups-and-fast-webhooks.md). Cross-origin openers stay isolated.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Sent below, over https only: on plain http it means nothing, and behind a proxy the protocol is only
    // known when TRUST_PROXY believes it (docs/decisions/030-trust-proxy-off-by-default.md).
    strictTransportSecurity: false,
  });
  // Helmet 8.1+ throws rather than passing an error on, so its `next` only ever says "done".
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders = fp(plugin, { name: 'security-headers' });
