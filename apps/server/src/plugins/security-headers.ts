import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { razorpayCspSources } from '../providers/razorpay/checkout-csp';

/** Security headers and the Content-Security-Policy: only what the app itself loads. */
const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Razorpay Checkout's hosts come from one list (providers/razorpay/checkout-csp.ts).
  const razorpay = razorpayCspSources(config.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay.scriptSrc],
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
  });
};

export const securityHeaders = fp(plugin, { name: 'security-headers' });
