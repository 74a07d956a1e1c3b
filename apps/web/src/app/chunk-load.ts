import { CHUNK_LOAD_TIMEOUT_MS } from '@prepwell/contracts';

/** A page chunk that failed or took too long to download (deploy in between, bad network). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk_load_failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && CHUNK_MESSAGES.some((text) => error.message.includes(text)));

/** Wraps a dynamic import with the chunk-load timeout of spec §9. */
export const withChunkTimeout =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (value) => {
          window.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(isChunkLoadError(error) ? new ChunkLoadError(error) : error);
        },
      );
    });
