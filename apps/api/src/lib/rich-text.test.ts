import { describe, expect, it } from 'vitest';
import { escapeHtml } from './plain-text.ts';
import { passageTextHash, renderRichInline, renderRichText, sanitizeRichText } from './rich-text.ts';

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

describe('sanitizeRichText (the HTML form, issue 13)', () => {
  it('keeps the plain authored form as it is (rendered escaped)', () => {
    const plain = 'If $x<y$ and <script>alert(1)</script>';
    expect(sanitizeRichText(plain)).toBe(plain);
    expect(renderRichText(plain)).not.toContain('<script>');
  });
  it('removes scripts, event handlers, links, iframes, svg and other tags with their content', () => {
    const html =
      '<p>Hi<script>alert(1)</script><img src="/uploads/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://evil.test"></iframe><svg onload="alert(1)"><circle/></svg><style>p{}</style></p>';
    const out = sanitizeRichText(html);
    expect(out).toBe('<p>Hi<img src="/uploads/a.png" />x</p>');
  });
  it('keeps images from the own uploads only: no other host, data: or javascript: URL, no traversal', () => {
    for (const src of [
      'https://evil.test/a.png',
      '//evil.test/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/uploads/../secret',
      '/api/uploads/a.png',
      ' /uploads/a.png',
    ])
      expect(sanitizeRichText(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
    expect(sanitizeRichText('<p><img src="/uploads/2024/a.png" alt="A graph" title="t"></p>')).toBe(
      '<p><img src="/uploads/2024/a.png" alt="A graph" /></p>',
    );
  });
  it('limits styles: colour on spans, alignment on blocks, nothing else', () => {
    expect(sanitizeRichText('<p style="text-align: center; position: fixed">a</p>')).toBe(
      '<p style="text-align:center">a</p>',
    );
    expect(sanitizeRichText('<p><span style="color: #ff0000; background: url(javascript:x)">r</span></p>')).toBe(
      '<p><span style="color:#ff0000">r</span></p>',
    );
    expect(sanitizeRichText('<p><span style="color: expression(alert(1))">r</span></p>')).toBe('<p><span>r</span></p>');
    expect(sanitizeRichText('<p><span data-math="evil" onclick="x">m</span></p>')).toBe('<p><span>m</span></p>');
  });
  it('does not fall for nested or broken tricks', () => {
    const out = sanitizeRichText('<p><scr<script>ipt>alert(1)</script><img/src="x"/onerror=alert(1)></p>');
    expect(out).not.toMatch(/<script|onerror|<img/i);
    expect(sanitizeRichText('<p><!-- <img src=x onerror=alert(1)> --></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<p><td colspan="2" onmouseover="x">a</td></p>')).not.toContain('onmouseover');
  });
  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<p style="text-align:right">a <strong>b</strong><span data-math="inline">x^2</span></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('renderRichText of the HTML form', () => {
  it('typesets math spans and $…$ in text, sanitizing again', () => {
    const html = renderRichText(
      '<p>Area <span data-math="inline">\\pi r^2</span> and $x+1$ <img src="x" onerror="alert(1)"></p>',
    );
    expect(html.match(/class="katex"/g)?.length).toBe(2);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('data-math');
    expect(html.startsWith('<p>Area ')).toBe(true);
  });
  it('renders display math and escapes text that looks like markup', () => {
    const html = renderRichText('<p><span data-math="display">a &lt; b</span> 1 &lt; 2</p>');
    expect(html).toContain('katex-display');
    expect(html).toContain('1 &lt; 2');
  });
  it('keeps KaTeX from trusting commands', () => {
    expect(renderRichText('<p><span data-math="inline">\\href{javascript:alert(1)}{x}</span></p>')).not.toContain(
      'javascript:',
    );
  });
});

describe('passageTextHash', () => {
  it('ignores markup, case and whitespace', () => {
    expect(passageTextHash('<p>Bees  dance</p>\n<p>to TELL</p>')).toBe(passageTextHash('bees dance to tell'));
    expect(passageTextHash('bees dance')).not.toBe(passageTextHash('bees dance!'));
  });
});
