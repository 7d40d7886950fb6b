import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';

/** Security headers and the Content-Security-Policy: only what the app itself loads. */
const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", new URL(config.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com').origin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
};

export const securityHeaders = fp(plugin, { name: 'security-headers' });
