import { chmodSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '@shop/shared/constants';
import { DEFAULT_CONNECTION_WAIT_MS, DEFAULT_POOL_SIZE } from '../db/pool-defaults';
import {
  RAZORPAY_CHECKOUT_URL,
  RAZORPAY_API_URL,
  SIMULATOR_CHECKOUT_PATH,
  generateKeyId,
} from '../providers/razorpay/constants';
import { SHIPROCKET_API_URL, SIM_DEV_CREDENTIALS } from '../providers/shiprocket/constants';
import { GRAPH_API_VERSION } from '../providers/whatsapp/constants';
import { MSG91_API_URL, MSG91_DEMO } from '../providers/msg91/constants';
import { parseTrustProxy, type TrustProxySetting } from './trust-proxy';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();
const flag = z.enum(['on', 'off']);

/**
 * Every setting the server reads, all optional (docs/decisions/021-configuration.md). process.env is read here and
 * nowhere else.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections in the PostgreSQL pool of this process (with DATABASE_URL; PGlite has one connection). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  /**
   * Longest a request waits for a free PostgreSQL connection before the shop answers 503 with Retry-After
   * instead of queueing (docs/decisions/236-back-pressure.md); on the embedded database, for a write's turn and
   * for the database itself (docs/decisions/284-embedded-database-takes-turns.md).
   */
  DB_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_CONNECTION_WAIT_MS),
  /**
   * Load shedding: while the event loop has stalled past this many ms in two half-second windows in a row, API calls
   * that change something (orders, payments, sign-ins) are answered 503 with Retry-After at once; pages and reads
   * go on. Off (0) by default; e.g. 100 for a flash sale on the embedded database
   * (docs/decisions/268-load-shedding-on-event-loop-delay.md).
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m').default('7d'),
  RATE_LIMITS: flag.default('on'),
  /** In-memory cache of catalogue answers (invalidated on every product or stock write); `off` for comparisons. */
  CATALOG_CACHE: flag.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default('on'),
  PUBLIC_URL: optionalUrl,
  /** Which proxies' X-Forwarded-For/Proto/Host are believed: off (default), a hop count, or addresses/CIDR ranges. */
  TRUST_PROXY: z.string().optional(),
  /** `live` = a real shop: refuses demo accounts and demo identity, absolute URLs only from an https PUBLIC_URL. */
  SHOP_MODE: z.enum(['demo', 'live']).default('demo'),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5 * 1_048_576),
  SHOP_NAME: z.string().min(1).default('ShopKart'),
  /** First-start value of the largest order total accepted at checkout, in rupees (then: admin Settings). */
  MAX_ORDER_VALUE_RUPEES: z.coerce.number().int().min(1).max(1_000_000_000).default(1_000_000),
  /** First-start value of "Ask buyers to confirm cash-on-delivery orders" (decision 227); unset: on in the demo shop. */
  COD_CONFIRMATION: flag.optional(),
  SHOP_WHATSAPP_NUMBER: z.string().regex(/^\d{10,15}$/, 'digits only, with country code').default('919876543210'),
  SELLER_LEGAL_NAME: z.string().min(1).default('ShopKart Retail Private Limited'),
  SELLER_ADDRESS: z.string().min(1).default('12 MG Road, Bengaluru, Karnataka 560001'),
  SELLER_STATE: z.string().min(1).default('Karnataka'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .default('29ABCDE1234F1ZW'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must start with rzp_test_ or rzp_live_')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** WhatsApp Cloud API (docs/decisions/219, 229): the webhook's app secret and verify token; never logged. */
  WHATSAPP_APP_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Sending (docs/decisions/230-whatsapp-sending.md): the phone number's id and a system user's token; never logged. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'must be the digits of the phone number ID').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Graph API root with its version; a standalone simulator's address in tests. */
  WHATSAPP_API_URL: optionalUrl,
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(15_000),
  /** One-time codes by SMS through MSG91's Flow API (docs/decisions/240): auth key and the OTP template's id; never logged. */
  MSG91_AUTH_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  MSG91_TEMPLATE_ID: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'must be the template id from the MSG91 panel').optional(),
  MSG91_API_URL: optionalUrl,
  MSG91_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(10_000),
  /** In-process MSG91 simulator: expose `GET /sim/msg91/__sim/messages` (the SMS it "sent"); loopback callers only. */
  MSG91_SIM_CONTROL: flag.default('off'),
  RAZORPAY_API_URL: optionalUrl,
  RAZORPAY_CHECKOUT_URL: optionalUrl,
  /** Minutes an online-payment order holds its stock waiting for payment. */
  RAZORPAY_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(DEFAULT_PAYMENT_WINDOW_MINUTES),
  /** Time limit of every call to Razorpay (or its simulator). */
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often payment background work runs (expiry of unpaid orders, refund retries); 0 turns it off.
   * Default 30, or 0 under NODE_ENV=test so tests drive it themselves. */
  PAYMENT_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_API_URL: optionalUrl,
  /** The pickup address's name as saved in the Shiprocket panel (docs/product.md#constants: 'Home'). */
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(100).default('Home'),
  /** PIN code of that pickup address: the origin of serviceability checks. */
  SHIPROCKET_PICKUP_PINCODE: z.string().regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code').default('560001'),
  /** The token Shiprocket sends as x-api-key on tracking webhooks; unset with real credentials = webhooks refused. */
  SHIPROCKET_WEBHOOK_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Time limit of every call to Shiprocket (or its simulator). */
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often shipped orders' tracking is polled; 0 turns it off. Default 900, or 0 under NODE_ENV=test. */
  SHIPROCKET_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** In-process simulator: seconds between two tracking steps (8 steps to DELIVERED); 0 = never on its own. */
  SHIPROCKET_SIM_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** In-process simulator: expose its /__sim control routes (faults, forced statuses); loopback callers only. */
  SHIPROCKET_SIM_CONTROL: flag.default('off'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('ShopKart <no-reply@shopkart.local>'),
  /** Where `npm run backup` and the daily backup write their files (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between automatic backups of a running shop; 0 = off. Default 24, or 0 under NODE_ENV=test. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 31).optional(),
  /** Automatic backups kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Where product images are stored: `local` (DATA_DIR/uploads) or an S3-compatible bucket (`s3`). */
  IMAGE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  /** Endpoint of an S3-compatible service (MinIO, R2, Spaces...); unset = AWS S3 in S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted services need. */
  S3_FORCE_PATH_STYLE: flag.default('off'),
});

export type Env = z.infer<typeof envSchema>;

/** Razorpay as the server uses it, resolved once: real credentials, or the built-in simulator's. */
export interface RazorpaySettings {
  /** 'simulator' when no keys are configured: the simulator is mounted in this process at /sim/razorpay and
   * the same HTTP client talks to it as it would to Razorpay. */
  mode: 'provider' | 'simulator';
  keyId: string;
  keySecret: string;
  /** Null when webhooks are not configured (provider mode without RAZORPAY_WEBHOOK_SECRET): they are refused. */
  webhookSecret: string | null;
  /** API root including /v1. Null in simulator mode: it is this server's own address, known once it listens. */
  apiUrl: string | null;
  /** What the browser loads; relative (same origin) for the in-process simulator. */
  checkoutUrl: string;
  timeoutMs: number;
  paymentWindowMs: number;
}

/** Shiprocket as the server uses it, resolved once: real credentials, or the built-in simulator's. */
export interface ShiprocketSettings {
  /** 'simulator' when SHIPROCKET_EMAIL is unset: the simulator is mounted in this process at /sim/shiprocket
   * and the same HTTP client talks to it with fixed development credentials. */
  mode: 'provider' | 'simulator';
  email: string;
  password: string;
  /** API root. Null in simulator mode: it is this server's own address, known once it listens. */
  apiUrl: string | null;
  pickupLocation: string;
  pickupPincode: string;
  /** Null when webhooks are not configured: they are refused and the poll does the work. */
  webhookKey: string | null;
  timeoutMs: number;
  pollIntervalMs: number;
  simStepMs: number;
  simControl: boolean;
}

export interface Config extends Env {
  /** Live when SHOP_MODE=live or real provider credentials are configured (docs/decisions/032-demo-and-live-mode.md). */
  isLive: boolean;
  trustProxy: TrustProxySetting;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  rateLimitsEnabled: boolean;
  shiprocket: ShiprocketSettings;
  razorpay: RazorpaySettings;
  paymentJobsIntervalMs: number;
  backupDir: string;
  backupIntervalMs: number;
  /** How often the embedded database checks which tables autovacuum would vacuum (decision 269); 0: never. */
  embeddedVacuumIntervalMs: number;
  /** The WhatsApp webhook's secrets: demo values only in the demo shop; null refuses the webhook (decision 229). */
  whatsappWebhook: { appSecret: string; verifyToken: string } | null;
  /** Sending WhatsApp messages; null when not configured: mail alone goes (docs/decisions/230-whatsapp-sending.md). */
  whatsapp: WhatsAppSettings | null;
  /** SMS codes: MSG91 itself with the account's key, or the in-process simulator (docs/decisions/240). */
  msg91: Msg91Settings;
}

export interface WhatsAppSettings {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
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
  if (env.IMAGE_STORE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required with IMAGE_STORE=s3');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) {
    throw new ConfigError(`Invalid configuration: TRUST_PROXY ${trustProxy.error}`);
  }
  const dataDir = resolve(env.DATA_DIR);
  const uploadsDir = join(dataDir, 'uploads');
  makePrivateDirectory(dataDir);
  mkdirSync(uploadsDir, { recursive: true });
  const razorpay = resolveRazorpay(env, dataDir);
  const shiprocket = resolveShiprocket(env);
  const isLive = env.SHOP_MODE === 'live' || hasRealProviderCredentials(razorpay, shiprocket);
  if (isLive && !env.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be the https:// address of the shop in live mode');
  }
  // The demo identity is only a default of the demo shop: a live shop starts without one (go-live checklist).
  if (isLive && !cleaned.SELLER_GSTIN) env.SELLER_GSTIN = '';
  if (isLive && !cleaned.SHOP_WHATSAPP_NUMBER) env.SHOP_WHATSAPP_NUMBER = '';
  return {
    ...env,
    isLive,
    trustProxy,
    dataDir,
    uploadsDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(join(dataDir, 'jwt-secret')),
    rateLimitsEnabled: env.RATE_LIMITS === 'on',
    shiprocket,
    razorpay,
    paymentJobsIntervalMs: (env.PAYMENT_JOBS_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 30)) * 1000,
    backupDir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
    backupIntervalMs: (env.BACKUP_INTERVAL_HOURS ?? (env.NODE_ENV === 'test' ? 0 : 24)) * 3_600_000,
    // The embedded database's autovacuum check (decision 269); tests run its work themselves.
    embeddedVacuumIntervalMs: env.NODE_ENV === 'test' ? 0 : 3_600_000,
    whatsappWebhook: resolveWhatsAppWebhook(env, isLive),
    whatsapp: resolveWhatsAppSending(env),
    msg91: resolveMsg91(env),
  };
}

export interface Msg91Settings {
  mode: 'provider' | 'simulator';
  /** null: the in-process simulator, mounted at MSG91_SIMULATOR_PATH. */
  apiUrl: string | null;
  authKey: string;
  templateId: string;
  timeoutMs: number;
  simControl: boolean;
}

/** Both MSG91 credentials (the real API, or MSG91_API_URL), or neither: the in-process simulator (decision 240). */
function resolveMsg91(env: Env): Msg91Settings {
  const pair = credentialPair(env, ['MSG91_TEMPLATE_ID', 'MSG91_AUTH_KEY'], 'MSG91_API_URL');
  const common = { timeoutMs: env.MSG91_TIMEOUT_MS, simControl: env.MSG91_SIM_CONTROL === 'on' };
  if (!pair) return { ...common, mode: 'simulator', apiUrl: null, ...MSG91_DEMO };
  return {
    ...common,
    mode: 'provider',
    apiUrl: (env.MSG91_API_URL ?? MSG91_API_URL).replace(/\/+$/, ''),
    authKey: pair.secret,
    templateId: pair.id,
  };
}

/** Demo secrets talk to the built-in simulator only; a live shop must set its own (decision 229). */
const DEMO_WHATSAPP_WEBHOOK = { appSecret: 'demo-whatsapp-app-secret', verifyToken: 'demo-whatsapp-verify-token' };

/**
 * Both the phone number ID and the token, or no WhatsApp sending at all (mail still goes). There are no demo
 * sending credentials: the simulator runs on a port of its own, pointed at by WHATSAPP_API_URL.
 */
function resolveWhatsAppSending(env: Env): Config['whatsapp'] {
  const pair = credentialPair(env, ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'], 'WHATSAPP_API_URL');
  if (!pair) return null;
  return {
    apiUrl: (env.WHATSAPP_API_URL ?? `https://graph.facebook.com/${GRAPH_API_VERSION}`).replace(/\/+$/, ''),
    phoneNumberId: pair.id,
    accessToken: pair.secret,
    timeoutMs: env.WHATSAPP_TIMEOUT_MS,
  };
}

function resolveWhatsAppWebhook(env: Env, isLive: boolean): Config['whatsappWebhook'] {
  if (env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN)
    return { appSecret: env.WHATSAPP_APP_SECRET, verifyToken: env.WHATSAPP_VERIFY_TOKEN };
  return isLive ? null : DEMO_WHATSAPP_WEBHOOK;
}

type TextSetting = { [K in keyof Env]-?: Env[K] extends string | undefined ? K : never }[keyof Env];

/**
 * A provider's two credentials: both set (talk to the provider's API), or neither (its simulator). One alone is
 * a mistake, and so is an API URL without them: it would be silently ignored.
 */
function credentialPair(
  env: Env,
  [idName, secretName]: [TextSetting, TextSetting],
  urlName: TextSetting,
): { id: string; secret: string } | null {
  const id = env[idName];
  const secret = env[secretName];
  if (id || secret) {
    if (!id) throw new ConfigError(`Invalid configuration: ${idName} is required with ${secretName}`);
    if (!secret) throw new ConfigError(`Invalid configuration: ${secretName} is required with ${idName}`);
    return { id, secret };
  }
  if (env[urlName]) throw new ConfigError(`Invalid configuration: ${urlName} needs ${idName} and ${secretName}`);
  return null;
}

/**
 * Keys set: talk to RAZORPAY_API_URL (Razorpay itself by default, or a standalone simulator). No keys: the
 * in-process simulator, with test keys generated once into DATA_DIR so payments survive a restart.
 */
function resolveRazorpay(env: Env, dataDir: string): RazorpaySettings {
  const common = {
    timeoutMs: env.RAZORPAY_TIMEOUT_MS,
    paymentWindowMs: env.RAZORPAY_PAYMENT_WINDOW_MINUTES * 60_000,
  };
  const keys = credentialPair(env, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'], 'RAZORPAY_API_URL');
  if (keys) {
    return {
      ...common,
      mode: 'provider',
      keyId: keys.id,
      keySecret: keys.secret,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
      apiUrl: (env.RAZORPAY_API_URL ?? RAZORPAY_API_URL).replace(/\/+$/, ''),
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_URL,
    };
  }
  return {
    ...common,
    mode: 'simulator',
    keyId: readOrCreateSecret(join(dataDir, 'razorpay-sim-key-id'), generateKeyId),
    keySecret: readOrCreateSecret(join(dataDir, 'razorpay-sim-key-secret')),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? readOrCreateSecret(join(dataDir, 'razorpay-sim-webhook-secret')),
    apiUrl: null,
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? SIMULATOR_CHECKOUT_PATH,
  };
}

/** SHIPROCKET_EMAIL set: the real API (or SHIPROCKET_API_URL, e.g. a standalone simulator). Unset: in-process simulator. */
function resolveShiprocket(env: Env): ShiprocketSettings {
  const common = {
    pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
    pickupPincode: env.SHIPROCKET_PICKUP_PINCODE,
    timeoutMs: env.SHIPROCKET_TIMEOUT_MS,
    pollIntervalMs: (env.SHIPROCKET_POLL_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 900)) * 1000,
    simStepMs: env.SHIPROCKET_SIM_STEP_SECONDS * 1000,
    simControl: env.SHIPROCKET_SIM_CONTROL === 'on',
  };
  const login = credentialPair(env, ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'], 'SHIPROCKET_API_URL');
  if (login) {
    return {
      ...common,
      mode: 'provider',
      email: login.id,
      password: login.secret,
      apiUrl: (env.SHIPROCKET_API_URL ?? SHIPROCKET_API_URL).replace(/\/+$/, ''),
      webhookKey: env.SHIPROCKET_WEBHOOK_KEY ?? null,
    };
  }
  return {
    ...common,
    mode: 'simulator',
    email: SIM_DEV_CREDENTIALS.email,
    password: SIM_DEV_CREDENTIALS.password,
    apiUrl: null,
    // Only the simulator in this process posts to this server's webhook: a fresh secret, never a published one.
    webhookKey: env.SHIPROCKET_WEBHOOK_KEY ?? randomBytes(24).toString('base64url'),
  };
}

/** Live Razorpay keys, or Shiprocket credentials sent to Shiprocket itself: this server takes real orders. */
function hasRealProviderCredentials(razorpay: RazorpaySettings, shiprocket: ShiprocketSettings): boolean {
  const liveRazorpay = razorpay.mode === 'provider' && razorpay.keyId.startsWith('rzp_live_');
  const realShiprocket = shiprocket.mode === 'provider' && shiprocket.apiUrl === SHIPROCKET_API_URL.replace(/\/+$/, '');
  return liveRazorpay || realShiprocket;
}

/** DATA_DIR holds the database, secrets and uploads: only the server's own user may enter it (0700). */
function makePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** With no JWT_SECRET, a random one is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(file: string, generate = () => randomBytes(48).toString('base64url')): string {
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
