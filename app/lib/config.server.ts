import { z } from "zod";

/**
 * Every setting the server reads from the environment, with a working default for local use.
 * Parsed once; a bad value stops start-up with a message naming the variable.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const optionalUrl = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

export const configSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("data/app.db")
    .transform((value) => value.replace(/^file:/, "")),
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  DEFAULT_CITY: z
    .enum([
      "ahmadabad", "bangalore", "bhopal", "calcutta", "chennai", "delhi", "hyderabad", "indore",
      "jaipur", "kochi", "lucknow", "mumbai", "nagpur", "pune", "surat",
    ])
    .default("bangalore"),
  GEOCODER_URL: optionalUrl,
  IP_LOOKUP_URL: optionalUrl,
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^smtps?$/ }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Cravings <no-reply@cravings.local>"),
  OUTBOX_DIR: z.string().min(1).default("data/outbox"),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.razorpay.com/v1/checkout.js"),
  ORDER_CLOCK: z.enum(["off", "demo"]).default("off"),
  ORDER_CLOCK_STEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APP_STORE_URL: z.url({ protocol: /^https?$/ }).default("https://apps.apple.com/"),
  PLAY_STORE_URL: z.url({ protocol: /^https?$/ }).default("https://play.google.com/store/apps"),
});

export type Config = z.infer<typeof configSchema> & { SESSION_SECRET: string };

const DEVELOPMENT_SECRET = "development-only-secret-do-not-use-in-production";

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const config = result.data;
  if (config.APP_ENV === "production" && !config.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)",
    );
  }
  if (config.APP_ENV === "production" && config.ORDER_CLOCK === "demo") {
    throw new ConfigError("Invalid configuration:\n  ORDER_CLOCK: the demo order clock is not available in production");
  }
  if (config.RAZORPAY_KEY_ID && (!config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: required when RAZORPAY_KEY_ID is set");
  }
  if (config.GOOGLE_CLIENT_ID && !config.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set");
  }
  return { ...config, SESSION_SECRET: config.SESSION_SECRET ?? DEVELOPMENT_SECRET };
}

let current: Config | undefined;

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
