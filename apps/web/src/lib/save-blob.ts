/**
 * Saves a Blob under a file name: an object URL on a temporary link, clicked, then released. For files the
 * API client fetched with the session's token (a plain link would carry no Authorization header).
 */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};
