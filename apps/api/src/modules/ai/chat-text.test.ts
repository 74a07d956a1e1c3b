import { describe, expect, it } from 'vitest';
import { chatText, excerpt, firstSentence, latexToText } from './chat-text.ts';

describe('chatText', () => {
  it('rewrites math for the chat', () => {
    expect(chatText('If $3x + 7 = 22$, what is $x$?')).toBe('If 3x + 7 = 22, what is x?');
    expect(chatText('Slope: $\\dfrac{16 - 4}{5 - 1} = \\dfrac{12}{4} = 3$')).toBe('Slope: (16 - 4)/(5 - 1) = 12/4 = 3');
    expect(chatText('$0.25 \\times 80 \\le 20$ and $x^{2} + y^{10}$')).toBe('0.25 × 80 ≤ 20 and x^2 + y^(10)');
    expect(chatText('$\\sqrt{25 + 56}$ and $48^\\circ$ and $1{,}480$')).toBe('√(25 + 56) and 48^° and 1,480');
    expect(chatText('costs $\\$80$ at \\$5 each')).toBe('costs $80 at $5 each');
    expect(chatText('$$x + y = 12$$ $$x - y = 4$$')).toBe('x + y = 12 x - y = 4');
    expect(latexToText('\\text{km} \\cdot \\frac 1 2')).toBe('km · 1/2');
  });

  it('strips HTML and decodes entities, keeping paragraphs', () => {
    expect(chatText('<p>First &amp; <b>bold</b></p><p>Second&nbsp;line<br>next</p>')).toBe(
      'First & bold\nSecond line\nnext',
    );
    expect(chatText('a &lt;b&gt; &#39;c&#39; &#x4e2d;')).toBe("a <b> 'c' 中");
    expect(chatText('one\n\n\n\ntwo')).toBe('one\n\ntwo');
    expect(chatText(null)).toBe('');
  });

  it('takes a first sentence and an excerpt', () => {
    expect(firstSentence('Subtract 7 from both sides: 3x = 15. Divide by 3.')).toBe(
      'Subtract 7 from both sides: 3x = 15.',
    );
    expect(firstSentence('先两边减去 7。再除以 3。')).toBe('先两边减去 7。');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(excerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(excerpt('  short \n text ')).toBe('short text');
  });
});
