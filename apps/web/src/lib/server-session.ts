/**
 * The session of a page the server paints with a signed-in user's own data (decision 0056): the server's
 * render (src/ssr) sets it for the length of one render, and the browser-facing modules read it where a
 * browser would read its storage and its network: the token (storage.ts), the tenant of the query keys
 * (`tenantScope`) and the transport of the API calls (http.ts, which the server routes into the API in
 * process). Null in a browser. Renders run one at a time, so one module-wide value is enough.
 */
export interface ServerSession {
  token: string;
  /** The tenant override the browser keeps (its cookie), else null: the host names the tenant. */
  tenantOverride: string | null;
  /** The host the page was asked for, as `tenantScope` names it in a browser (`host:…`). */
  host: string;
  /** The browser's copy of the promotions it hid today (its cookie, `PROMOTIONS_HIDDEN_COOKIE`), else null. */
  promotionsHidden: string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let current: ServerSession | null = null;

export const serverSession = (): ServerSession | null => current;

/** Runs `work` with `session` as the session of the page being rendered. */
export const withServerSession = async <T>(session: ServerSession, work: () => Promise<T>): Promise<T> => {
  current = session;
  try {
    return await work();
  } finally {
    current = null;
  }
};
