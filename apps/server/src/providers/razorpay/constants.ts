import { randomInt } from 'node:crypto';

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where the in-process simulator is mounted; its REST API answers under `${prefix}/v1` like Razorpay's. */
export const SIMULATOR_PREFIX = '/sim/razorpay';
export const SIMULATOR_CHECKOUT_PATH = `${SIMULATOR_PREFIX}/checkout.js`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids are a prefix plus 14 base-62 characters (order_..., pay_..., rfnd_...). */
export function generateId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${id}`;
}

export const generateKeyId = () => generateId('rzp_test_');
