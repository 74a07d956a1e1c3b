import { describe, expect, it } from 'vitest';
import { escapeHtml, renderRichInline, renderRichText } from './rich-text.ts';

describe('renderRichText', () => {
  it('escapes text, so authored content can never inject markup', () => {
    expect(renderRichText('a <script>alert(1)</script> & "b"')).toBe(
      '<p>a &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;b&quot;</p>',
    );
    expect(escapeHtml(`<'>`)).toBe('&lt;&#39;&gt;');
  });
  it('typesets inline and display math with KaTeX', () => {
    const html = renderRichText('If $3x + 7 = 22$, then $$x = 5$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toContain('$');
  });
  it('keeps a literal dollar sign', () => {
    expect(renderRichInline('costs \\$80')).toBe('costs $80');
  });
  it('makes paragraphs, line breaks and bulleted notes', () => {
    expect(renderRichText('one\ntwo\n\nthree')).toBe('<p>one<br>two</p><p>three</p>');
    expect(renderRichText('Notes:\n- dry\n- high')).toBe('<p>Notes:</p><ul><li>dry</li><li>high</li></ul>');
  });
  it('leaves bad math readable instead of failing', () => {
    expect(renderRichText('$\\frac{1$')).toContain('katex');
  });
  it('gives one line without a paragraph wrapper', () => {
    expect(renderRichInline('$x^2$')).not.toContain('<p>');
    expect(renderRichInline('')).toBe('');
  });
});
