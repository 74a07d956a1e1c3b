/**
 * `Content-Disposition: attachment` with the original file name: a plain ASCII `filename` for old clients
 * (anything else, quotes, backslashes and control characters replaced by `_`) and, when the name is not
 * plain ASCII, the exact name as RFC 5987 `filename*=UTF-8''…`.
 */
export const attachmentDisposition = (fileName: string): string => {
  const name = fileName.replace(/[\r\n]/g, ' ').trim() || 'file';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === name) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
