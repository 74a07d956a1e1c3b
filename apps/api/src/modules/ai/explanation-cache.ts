/**
 * The AI explanations already given, kept in this process (a bounded map, oldest dropped first, each kept a
 * day). The key names everything the answer depends on: the tenant, the endpoint and model, the question's
 * content, the student's answer and the language; so an edit of the question or another answer is a miss.
 */
export class ExplanationCache {
  private readonly entries = new Map<string, { content: string; expires: number }>();
  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 24 * 60 * 60 * 1000,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Used again: it moves to the newest end, so the least recently used is dropped first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.content;
  }

  set(key: string, content: string, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { content, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
