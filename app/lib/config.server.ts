import { isGstin } from "./gstin";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting the server reads from the environment. Production is the default: development
 * conveniences (test payment gateway, test Google provider, demo accounts, demo order clock, a fixed
 * secret) exist only with APP_ENV=development. Parsed once; a bad value stops start-up with a message
 * naming the variable.
 */
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const optionalUrl = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

/**
 * Which reverse proxies to believe about the client's address and protocol, as Express's
 * `trust proxy`: `false` (none), a hop count, or a comma-separated list of addresses, CIDR ranges
 * or the names loopback, linklocal and uniquelocal. `true` (every hop) is refused: a forged
 * X-Forwarded-For would then choose the client address. So is a range wider than any proxy's network
 * (IPv4 wider than /8, IPv6 wider than /7, the width of fc00::/7): `0.0.0.0/1,128.0.0.0/1` is `true`
 * in two parts.
 */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
const WIDEST_IPV4_PREFIX = 8;
const WIDEST_IPV6_PREFIX = 7;

/** Why `entry` cannot name a proxy, or null when it can. */
function proxyEntryProblem(entry: string): string | null {
  if (PROXY_NAMES.includes(entry.toLowerCase())) return null;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
    return `${entry} is not an address, a CIDR range or one of ${PROXY_NAMES.join(", ")}`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  if (bits > (family === 4 ? 32 : 128)) return `${entry} is not a CIDR range (/${bits} is too long)`;
  const widest = family === 4 ? WIDEST_IPV4_PREFIX : WIDEST_IPV6_PREFIX;
  if (bits < widest)
    return `${entry} is wider than any proxy's network (use /${widest} or narrower): it would trust forged X-Forwarded-For headers`;
  return null;
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "false" || value === "0" || value === "") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (value === "true" || entries.length === 0) {
      context.addIssue({
        code: "custom",
        message:
          "use false, a hop count (e.g. 1 for one proxy in front) or the proxies' addresses/CIDR ranges (e.g. 10.0.0.0/8,loopback); true would trust forged X-Forwarded-For headers",
      });
      return z.NEVER;
    }
    const problems = entries.map(proxyEntryProblem).filter((problem) => problem !== null);
    for (const message of problems) context.addIssue({ code: "custom", message });
    return problems.length > 0 ? z.NEVER : entries;
  });

/** The SMS kinds and languages a DLT template must be registered for. */
export const SMS_TEMPLATE_KEYS = [
  "code.en",
  "code.hi",
  "add-mobile-code.en",
  "add-mobile-code.hi",
  "new-sign-in.en",
  "new-sign-in.hi",
] as const;

/** `code.en=1207…,code.hi=…`: every kind in every language, as MSG91 needs one template per text. */
const smsTemplateIds = z.string().transform((value, context) => {
  const entries = Object.fromEntries(
    value.split(",").map((pair) => pair.split("=").map((part) => part.trim()) as [string, string]),
  );
  const missing = SMS_TEMPLATE_KEYS.filter((key) => !entries[key]);
  if (missing.length > 0) {
    context.addIssue({ code: "custom", message: `a template id for ${missing.join(", ")}` });
    return z.NEVER;
  }
  return entries as Record<(typeof SMS_TEMPLATE_KEYS)[number], string>;
});

export const configSchema = z.object({
  APP_ENV: z.enum(["development", "production"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("data/app.db")
    .transform((value) => value.replace(/^file:/, "")),
  /** Connections each instance keeps to PostgreSQL (SQLite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  /** The address customers use (https://shop.example): links in e-mails, Google's redirect, Secure cookies. */
  PUBLIC_URL: optionalUrl,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Worker processes `npm start` runs (node:cluster), one per core by default; 1 runs the server alone, without a cluster. */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(() => os.availableParallelism()),
  /** The bearer token `/metrics` asks for; unset, there is no `/metrics` (404). */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(16, "at least 16 characters").optional(),
  ),
  /** A database query slower than this is logged (a warning with its route and SQL). */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  /** How long a page that is the same for every guest (home, listings, menus, search) is served from memory; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  DEFAULT_CITY: z
    .enum([
      "ahmadabad",
      "bangalore",
      "bhopal",
      "calcutta",
      "chennai",
      "delhi",
      "hyderabad",
      "indore",
      "jaipur",
      "kochi",
      "lucknow",
      "mumbai",
      "nagpur",
      "pune",
      "surat",
    ])
    .default("bangalore"),
  GEOCODER_URL: optionalUrl,
  IP_LOOKUP_URL: optionalUrl,
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  SESSION_SECRET_FILE: z.string().min(1).optional(),
  SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Cravings <no-reply@cravings.local>"),
  OUTBOX_DIR: z.string().min(1).default("data/outbox"),
  /** Who sends SMS (sign-in codes): MSG91 or Twilio, or `outbox`, files in SMS_OUTBOX_DIR for development and tests. */
  SMS_PROVIDER: z.enum(["outbox", "msg91", "twilio"]).default("outbox"),
  SMS_OUTBOX_DIR: z.string().min(1).default("data/sms-outbox"),
  /** Overrides the provider's base URL (a proxy, or a test double). */
  SMS_API_URL: optionalUrl,
  /** The DLT-registered sender (header), such as CRVNGS; Twilio's From (or a Messaging Service SID). */
  SMS_SENDER_ID: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(3).max(40).optional()),
  /** The DLT template each message is registered under, per kind and language: `code.en=…,code.hi=…,add-mobile-code.en=…,add-mobile-code.hi=…,new-sign-in.en=…,new-sign-in.hi=…`. */
  SMS_TEMPLATE_IDS: z.preprocess((value) => (value === "" ? undefined : value), smsTemplateIds.optional()),
  /** Codes sent per hour across the whole shop; beyond it no code is sent and the console says so. */
  SMS_HOURLY_CAP: z.coerce.number().int().min(1).max(1_000_000).default(500),
  MSG91_AUTH_KEY: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional()),
  TWILIO_ACCOUNT_SID: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional()),
  TWILIO_AUTH_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional()),
  /** A GnuPG public key file `npm run db:backup` encrypts every backup to; unset, backups are not encrypted. */
  BACKUP_ENCRYPT_TO: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional()),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.razorpay.com/v1/checkout.js"),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** Minutes a restaurant with partners has to accept a placed order before it is cancelled and refunded. */
  ORDER_ACCEPT_MINUTES: z.coerce.number().int().min(1).max(120).default(5),
  /** Seconds a rider has to accept an offered order before it goes to the next rider. */
  RIDER_OFFER_SECONDS: z.coerce.number().int().min(10).max(600).default(45),
  /** How far by road an online rider may be from a restaurant to be offered its order. */
  DISPATCH_RADIUS_KM: z.coerce.number().min(0.5).max(50).default(5),
  /** Minutes an order may wait for a rider before the console is alerted to assign one by hand. */
  DISPATCH_GIVE_UP_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /**
   * A "connect these two numbers" service (Exotel-style) that rings the caller, then the callee, each seeing
   * only the service's number: riders and customers call each other through it. Unset, they call support.
   */
  CALL_MASKING_URL: optionalUrl,
  /**
   * An OpenStreetMap-style tile server (`https://tiles.example.in/{z}/{x}/{y}.png`) drawn behind the order
   * page's map; unset, the map is drawn without tiles (it never depends on them).
   */
  MAP_TILES_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(
        /^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
        "an http(s) address with {z}, {x} and {y}, such as https://tiles.example.in/{z}/{x}/{y}.png",
      )
      .optional(),
  ),
  /** Sent as `Authorization: Bearer …` to CALL_MASKING_URL. */
  CALL_MASKING_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional()),
  ORDER_CLOCK: z.enum(["off", "demo"]).default("off"),
  ORDER_CLOCK_STEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  COMPANY_LEGAL_NAME: z.string().trim().min(2).max(120).default("Cravings"),
  COMPANY_GSTIN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().refine(isGstin, "a 15-character GSTIN with its check character, such as 27AAPFU0939F1ZV").optional(),
  ),
  /** The registered address printed on tax invoices. */
  COMPANY_ADDRESS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().trim().min(10).max(200).optional(),
  ),
  /** Attach the tax invoice as a PDF to the "delivered" e-mail (the e-mail links to the invoice page either way). */
  INVOICE_PDF: booleanFlag.default(false),
  APP_STORE_URL: z.url({ protocol: /^https?$/ }).default("https://apps.apple.com/"),
  PLAY_STORE_URL: z.url({ protocol: /^https?$/ }).default("https://play.google.com/store/apps"),
  NODE_ENV: z.string().optional(),
});

/** Where the session secret came from, for the start-up log. */
export type SecretSource = "environment" | "development" | { file: string; created: boolean };

export type Config = Omit<z.infer<typeof configSchema>, "SESSION_SECRET" | "SESSION_SECRET_FILE"> & {
  SESSION_SECRET: string;
  sessionSecretSource: SecretSource;
};

/** Signs cookies in development only; production never uses it. */
const DEVELOPMENT_SECRET = "development-only-secret-do-not-use-in-production";

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
}

/** The production secret file: the named one, else `session-secret` beside the database. */
export function sessionSecretFile(databaseFile: string, named?: string): string {
  return named ?? path.join(path.dirname(path.resolve(databaseFile)), "session-secret");
}

/**
 * Reads the secret kept in `file`, or creates it once (256 random bits, owner-only permissions), so
 * sessions survive restarts without anyone choosing a secret.
 */
export function readOrCreateSecret(file: string): { secret: string; created: boolean } {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    if (secret.length < 32) throw new ConfigError([`SESSION_SECRET_FILE: ${file} holds fewer than 32 characters`]);
    return { secret, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateSecret(file);
    throw error;
  }
  return { secret, created: true };
}

/** Validates the environment; pure apart from reading (or creating, in production) the secret file. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success)
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  const { SESSION_SECRET, SESSION_SECRET_FILE, ...settings } = result.data;
  const production = settings.APP_ENV === "production";
  const problems: string[] = [];
  if (production && settings.ORDER_CLOCK === "demo") {
    problems.push("ORDER_CLOCK: the demo order clock is a development convenience; it needs APP_ENV=development");
  }
  if (production && settings.NODE_ENV === "development") {
    problems.push("NODE_ENV: development (Vite's development server) needs APP_ENV=development; use npm run dev");
  }
  if (settings.RAZORPAY_KEY_ID && (!settings.RAZORPAY_KEY_SECRET || !settings.RAZORPAY_WEBHOOK_SECRET)) {
    problems.push("RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: required when RAZORPAY_KEY_ID is set");
  }
  if (settings.GOOGLE_CLIENT_ID && !settings.GOOGLE_CLIENT_SECRET) {
    problems.push("GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set");
  }
  if (settings.SMS_PROVIDER === "msg91" && (!settings.MSG91_AUTH_KEY || !settings.SMS_TEMPLATE_IDS)) {
    problems.push("MSG91_AUTH_KEY and SMS_TEMPLATE_IDS: required when SMS_PROVIDER is msg91");
  }
  if (
    settings.SMS_PROVIDER === "twilio" &&
    (!settings.TWILIO_ACCOUNT_SID || !settings.TWILIO_AUTH_TOKEN || !settings.SMS_SENDER_ID)
  ) {
    problems.push("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER_ID: required when SMS_PROVIDER is twilio");
  }
  if (production && !SESSION_SECRET && isPostgresUrl(settings.DATABASE_URL)) {
    problems.push("SESSION_SECRET: required with PostgreSQL, so every instance signs cookies with the same secret");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  if (SESSION_SECRET) return { ...settings, SESSION_SECRET, sessionSecretSource: "environment" };
  if (!production) return { ...settings, SESSION_SECRET: DEVELOPMENT_SECRET, sessionSecretSource: "development" };
  const file = sessionSecretFile(settings.DATABASE_URL, SESSION_SECRET_FILE);
  const { secret, created } = readOrCreateSecret(file);
  return { ...settings, SESSION_SECRET: secret, sessionSecretSource: { file, created } };
}

/** `postgres://…` or `postgresql://…` selects PostgreSQL; anything else is a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

let current: Config | undefined;

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Development conveniences are on: the test gateway and Google provider, demo accounts, the banner. */
export function isDevelopment(): boolean {
  return config().APP_ENV === "development";
}
