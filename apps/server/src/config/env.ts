import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();
const flag = z.enum(['on', 'off']);

/** Every setting the server reads, all optional (DECISIONS.md). process.env is read here and nowhere else. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m').default('7d'),
  RATE_LIMITS: flag.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default('on'),
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5 * 1_048_576),
  SHOP_NAME: z.string().min(1).default('ShopKart'),
  SHOP_WHATSAPP_NUMBER: z.string().regex(/^\d{10,15}$/, 'digits only, with country code').default('919876543210'),
  SELLER_LEGAL_NAME: z.string().min(1).default('ShopKart Retail Private Limited'),
  SELLER_ADDRESS: z.string().min(1).default('12 MG Road, Bengaluru, Karnataka 560001'),
  SELLER_STATE: z.string().min(1).default('Karnataka'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .default('29ABCDE1234F1Z5'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: optionalUrl,
  RAZORPAY_CHECKOUT_URL: optionalUrl,
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_API_URL: optionalUrl,
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('ShopKart <no-reply@shopkart.local>'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  rateLimitsEnabled: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value stops start with one line naming the variable and reason. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    ...env,
    dataDir,
    uploadsDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(join(dataDir, 'jwt-secret')),
    rateLimitsEnabled: env.RATE_LIMITS === 'on',
  };
}

/** With no JWT_SECRET, a random one is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
