/**
 * One `Idempotency-Key` per user action (the ledger replays a repeated key instead of moving coins
 * twice). A retry of the same action (same request) reuses the key, so a lost response or a double
 * submit never pays twice; a different request, or the next action after a success, gets a new key.
 */
export class IdempotentAction {
  private pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this request: the pending one when it is a retry of the same request. */
  keyFor(request: unknown): string {
    const fingerprint = stableJson(request);
    if (this.pending?.fingerprint === fingerprint) return this.pending.key;
    const key = this.newKey();
    this.pending = { fingerprint, key };
    return key;
  }

  /** The action succeeded: the next one is a new action with a new key. */
  settle(): void {
    this.pending = null;
  }
}

/** JSON with the object keys sorted, so {a,b} and {b,a} are the same request. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  ) ?? 'undefined';
