import { describe, expect, it } from 'vitest';
import { imagesOf, PLAIN, richBlocks } from './rich-blocks.ts';

describe('richBlocks: the plain authored form', () => {
  it('reads paragraphs, line breaks, `- ` lists and inline and display math', () => {
    expect(richBlocks('If $x^2 = 4$, then\n$$x = \\pm 2$$\n\n- one\n- two $y$\nafter')).toEqual([
      {
        kind: 'paragraph',
        align: 'left',
        heading: 0,
        inlines: [
          { kind: 'text', text: 'If ', style: PLAIN },
          { kind: 'math', tex: 'x^2 = 4', display: false },
          { kind: 'text', text: ', then', style: PLAIN },
          { kind: 'break' },
          { kind: 'math', tex: 'x = \\pm 2', display: true },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'paragraph', align: 'left', heading: 0, inlines: [{ kind: 'text', text: 'one', style: PLAIN }] }],
          [
            {
              kind: 'paragraph',
              align: 'left',
              heading: 0,
              inlines: [
                { kind: 'text', text: 'two ', style: PLAIN },
                { kind: 'math', tex: 'y', display: false },
              ],
            },
          ],
        ],
      },
      { kind: 'paragraph', align: 'left', heading: 0, inlines: [{ kind: 'text', text: 'after', style: PLAIN }] },
    ]);
  });

  it('keeps an escaped dollar and markup-looking text as text', () => {
    expect(richBlocks('Costs \\$5 <b>x</b>')).toEqual([
      {
        kind: 'paragraph',
        align: 'left',
        heading: 0,
        inlines: [{ kind: 'text', text: 'Costs $5 <b>x</b>', style: PLAIN }],
      },
    ]);
    expect(richBlocks('  \n\n ')).toEqual([]);
  });
});

describe('richBlocks: the editor’s HTML', () => {
  it('reads styles, math spans, lists, quotes, tables and images; whitespace collapses', () => {
    const blocks = richBlocks(
      '<p style="text-align: center">A <strong>bold <em>and italic</em></strong>\n  x<sub>2</sub> <span style="color: #cc0000">red</span> ' +
        '<span data-math="inline">\\frac{1}{2}</span> &amp; $y$</p>' +
        '<ol><li><p>first</p></li></ol><blockquote><p>quoted</p></blockquote>' +
        '<table><tbody><tr><th colspan="2">head</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>' +
        '<p><img src="/uploads/t/a.png" alt="A graph"><img src="https://evil.test/x.png"></p><h3>Title</h3>',
    );
    const [p, ol, quote, table, image, h3] = blocks;
    expect(p).toMatchObject({ kind: 'paragraph', align: 'center' });
    expect(p?.kind === 'paragraph' && p.inlines).toEqual([
      { kind: 'text', text: 'A ', style: PLAIN },
      { kind: 'text', text: 'bold ', style: { ...PLAIN, bold: true } },
      { kind: 'text', text: 'and italic', style: { ...PLAIN, bold: true, italic: true } },
      { kind: 'text', text: ' x', style: PLAIN },
      { kind: 'text', text: '2', style: { ...PLAIN, script: 'sub' } },
      { kind: 'text', text: ' ', style: PLAIN },
      { kind: 'text', text: 'red', style: { ...PLAIN, color: '#cc0000' } },
      { kind: 'text', text: ' ', style: PLAIN },
      { kind: 'math', tex: '\\frac{1}{2}', display: false },
      { kind: 'text', text: ' & ', style: PLAIN },
      { kind: 'math', tex: 'y', display: false },
    ]);
    expect(ol).toMatchObject({ kind: 'list', ordered: true, items: [[{ kind: 'paragraph' }]] });
    expect(quote).toMatchObject({ kind: 'quote', blocks: [{ kind: 'paragraph' }] });
    expect(table).toMatchObject({
      kind: 'table',
      rows: [
        [{ header: true, colspan: 2 }],
        [
          { header: false, colspan: 1 },
          { header: false, colspan: 1 },
        ],
      ],
    });
    // Only the uploads' image survives the sanitizer.
    expect(image).toMatchObject({
      kind: 'paragraph',
      inlines: [{ kind: 'image', src: '/uploads/t/a.png', alt: 'A graph' }],
    });
    expect(h3).toMatchObject({
      kind: 'paragraph',
      heading: 3,
      inlines: [{ kind: 'text', text: 'Title', style: { bold: true } }],
    });
    expect(imagesOf(blocks)).toEqual(['/uploads/t/a.png']);
  });

  it('drops what the sanitizer drops: scripts, handlers, foreign tags', () => {
    const blocks = richBlocks('<p>Hi<script>alert(1)</script><a href="javascript:x">link</a></p>');
    expect(blocks).toEqual([
      { kind: 'paragraph', align: 'left', heading: 0, inlines: [{ kind: 'text', text: 'Hilink', style: PLAIN }] },
    ]);
  });
});
