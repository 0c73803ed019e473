import { z } from 'zod';
import { isRole, ROLES, type Role } from '#contract/roles';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * How many proxies in front of the server append to X-Forwarded-For. `true` and `false` were the
 * only values once and still mean one hop and none.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'must be a number of proxy hops (0-10), or true (one) / false (none)')
  .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
  .pipe(z.number().int().min(0).max(10));

/** Seconds a client may take to send something; bounded so slow senders cannot hold sockets. */
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(3600).default(fallback);

const envShape = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  BUSINESS_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: proxyHops.default(0),
  /** All of the request headers must arrive within this. */
  HEADERS_TIMEOUT_SECONDS: seconds(20),
  /** The whole request, headers and body, must arrive within this. */
  REQUEST_TIMEOUT_SECONDS: seconds(30),
  /** The level access lines are written at (LOG_LEVEL still filters them), or off. */
  ACCESS_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'off']).default('info'),
  SAMPLE_API: flag.default(false),
  /** Days a warning counts as an active strike (for the risk score and the drawer); it stays in the history. */
  STRIKE_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Source maps give the whole client source to anyone who asks; off unless an operator wants them. */
  SERVE_SOURCEMAPS: flag.default(false),
  STATIC_DIR: z.string().optional(),
  /** Bearer token that `GET /metrics` asks for on the main port; without it (or a METRICS_PORT) there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** A port of its own for `GET /metrics`, without a token: bind it where only the scraper reaches. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** After SIGTERM, /readyz answers 503 this long while requests are still served, so a balancer stops sending first. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** The classifier's scorer and training schedule in this process (off: no scores, no schedule; training on demand still works). */
  CLASSIFIER: flag.default(true),
  /** How often a replica trains a new classifier version from the team's decisions (one replica at a time). */
  CLASSIFIER_TRAIN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(360),
  /** 32 bytes, as 64 hex digits or base64: encrypts the TOTP secrets. Required once any admin has MFA. */
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => keyBytes(v) !== null, 'must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)')
    .transform((v) => keyBytes(v)!)
    .optional(),
  /**
   * Roles whose holders must enrol a second factor before anything but user settings answers:
   * a comma-separated list or `none`. Unset, it is ADMIN_ROOT, except on the PGlite demo (main.ts).
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .transform((v) => (v.trim() === 'none' ? [] : v.split(',').map((r) => r.trim())))
    .refine((roles) => roles.every(isRole), `must be none or a comma-separated list of ${ROLES.join(', ')}`)
    .transform((roles) => roles as Role[])
    .optional(),
});

const envSchema = envShape.refine((c) => c.HEADERS_TIMEOUT_SECONDS <= c.REQUEST_TIMEOUT_SECONDS, {
  // Node refuses a headers timeout longer than the request's, which includes the headers.
  message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
  path: ['HEADERS_TIMEOUT_SECONDS'],
});

function keyBytes(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The default of MFA_REQUIRED_ROLES where nothing else decides it. */
export const DEFAULT_MFA_REQUIRED_ROLES: readonly Role[] = ['ADMIN_ROOT'];

/** The roles whose holders must have a second factor, as configured or by default. */
export function mfaRequiredRoles(config: Config): readonly Role[] {
  return config.MFA_REQUIRED_ROLES ?? DEFAULT_MFA_REQUIRED_ROLES;
}

export type Config = z.infer<typeof envSchema>;
export type AccessLogLevel = Config['ACCESS_LOG_LEVEL'];

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start and names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

/** A config with defaults and the given overrides, for tests and tools. */
export function configWith(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig(overrides);
}
