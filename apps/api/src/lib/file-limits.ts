import { AppError } from './app-error.ts';

/** A size as people read it in a message: `5 MB`, `512 KB`, `900 bytes`. */
export const formatByteLimit = (bytes: number): string => {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
};

/** 413 `file_too_large` whose message names this limit (the one that was hit, not another upload's). */
export const fileTooLarge = (maxBytes: number) =>
  new AppError('file_too_large', { vars: { max: formatByteLimit(maxBytes) } });
