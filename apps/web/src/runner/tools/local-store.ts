/**
 * localStorage for the runner's tools, without zod or contracts at runtime (the runner stays light).
 * Storage can be missing or full (private mode, quota): reads then give null and writes do nothing, so a
 * tool keeps working for this page view.
 */
export const readStored = (key: string): unknown => {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: unknown): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable or full */
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
