/** Text put into HTML (mails, the web shell, rich text): `& < > " '` as entities. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One line: a name or title typed with line breaks must not break a mail's subject or header. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
