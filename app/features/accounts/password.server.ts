import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's recommended parameters: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = 2 as const;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** How many of the most common passwords are refused. */
const COMMON_PASSWORDS = 10_000;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified when there is no account, so both cases take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS)),
  );
  return (await common).has(password.toLowerCase());
}

export const COMMON_PASSWORD = "This password is too common. Choose one that is harder to guess.";

/** A schema refinement refusing a common password in `field` (sign-up, change, reset). */
export function refuseCommonPassword<Field extends string>(field: Field) {
  return async (
    value: Record<Field, string>,
    ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
  ) => {
    if (await isCommonPassword(value[field])) ctx.addIssue({ code: "custom", path: [field], message: COMMON_PASSWORD });
  };
}
