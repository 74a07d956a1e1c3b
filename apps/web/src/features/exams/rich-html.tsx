import { Typography } from '@mantine/core';
import classes from './rich-html.module.css';

/**
 * Rich text as the server rendered it (`stemHtml`, `bodyHtml`, choice `html`, `explanationHtml`): the
 * server escapes the author's text and typesets math with KaTeX (`trust` off), so it is inserted as is.
 * The KaTeX stylesheet comes with the explanations page's chunk.
 */
export function RichHtml({ html, compact = false }: { html: string; compact?: boolean }) {
  return (
    <Typography
      className={compact ? `${classes.root} ${classes.compact}` : classes.root}
      // Authored content (stems, passages, explanations) stays in the author's language: the language sweep skips it.
      data-i18n-exempt
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
