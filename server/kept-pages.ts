/** What the store needs of a kept page: when it expires and how many bytes it holds. */
export interface Sized {
  expires: number;
  bytes: number;
}

/**
 * Kept pages by key, at most `maxBytes` of them: keeping one past that drops the least recently used first.
 * Expired pages are dropped by `sweep`, so they do not stay in memory until their key is asked for again.
 */
export class KeptPages<Entry extends Sized> {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page kept under `key`, which becomes the most recently used. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.total += entry.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.delete(key);
  }

  /** The bytes of every page kept. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
