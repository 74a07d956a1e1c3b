export type MathSegment = { kind: 'text' | 'inline' | 'display'; value: string };

/** Splits text into plain and math parts; `\$` is a literal dollar sign. */
export const splitMath = (text: string): MathSegment[] => {
  const segments: MathSegment[] = [];
  const pattern = /\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$])+?)\$/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', value: text.slice(last, index) });
    if (match[1] !== undefined) segments.push({ kind: 'display', value: match[1] });
    else segments.push({ kind: 'inline', value: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', value: text.slice(last) });
  return segments.map((s) => (s.kind === 'text' ? { ...s, value: s.value.replace(/\\\$/g, '$') } : s));
};

/**
 * Issue 13: which of the two stored forms a rich text is. The editor's HTML always opens with one of its
 * block tags (or an image); anything else is the plain authored form, rendered escaped (`<` stays text).
 */
export const isRichTextHtml = (text: string): boolean => /^\s*<(p|h[2-4]|ul|ol|blockquote|table|img)[\s>/]/i.test(text);
