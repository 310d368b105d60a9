/** Methods our pages use; anything else is answered 405 with these in `Allow`. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** The bodies HTML forms send; a POST with another body type is answered 415. */
export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const KB = 1024;

/** Ordinary forms (cart, sign-in, addresses, favourites…) are small. */
const DEFAULT_BODY_LIMIT = 16 * KB;

/**
 * Forms with long free text (2,000 characters of Hindi is about 18 KB URL-encoded): support tickets,
 * leads, and the operations console's editors.
 */
const LONG_TEXT_PATHS = /^\/(admin|profile\/help-support|corporate|contact-us|partner-with-us)(\/|\.data|$)/;
const LONG_TEXT_BODY_LIMIT = 64 * KB;

/** The largest request body `path` accepts, in bytes. */
export function bodyLimitFor(path: string): number {
  return LONG_TEXT_PATHS.test(path) ? LONG_TEXT_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}
