import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../src/modules/documents/document-pdf.ts';

/**
 * Issue 20 (decision 0044): the generic document PDF holds real text — `pdftotext` (poppler-utils) reads
 * its title, facts, table cells, totals, chart labels and paragraphs back, 繁體中文 included.
 */
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'document-pdf-'));
const textOf = async (pdf: Buffer, name: string) => {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return (await run('pdftotext', ['-layout', path, '-'])).stdout;
};

describe('renderDocumentPdf', () => {
  it('prints a Traditional Chinese document whose text pdftotext finds', async () => {
    const pdf = await renderDocumentPdf({
      lang: 'tw',
      title: '學費帳單 2026 年 11 月',
      subtitle: '快樂補習班',
      accentColor: '#224488',
      footer: '快樂補習班 · office@example.test',
      blocks: [
        {
          kind: 'facts',
          rows: [
            { label: '學生', value: '王小明' },
            { label: 'Parent', value: 'Mary Wang' },
          ],
        },
        {
          kind: 'table',
          columns: [{ label: '項目' }, { label: '說明' }, { label: '金額', align: 'right', width: 90 }],
          rows: [
            ['學費', '十一月 SAT 班', 'NT$12,000'],
            ['折扣', 'Early bird', '-NT$1,500'],
          ],
          totals: [['合計', '', 'NT$10,500']],
        },
        { kind: 'bars', title: '各科分數', bars: [{ label: '閱讀', value: 620, max: 800, text: '620 / 800' }] },
        { kind: 'heading', text: '備註' },
        { kind: 'paragraph', text: '請於月底前付款，謝謝。\n\nPlease pay by the end of the month.' },
      ],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf, 'tw');
    for (const expected of [
      '學費帳單',
      '快樂補習班',
      '王小明',
      'Mary Wang',
      '十一月 SAT 班',
      'NT$12,000',
      '-NT$1,500',
      '合計',
      'NT$10,500',
      '各科分數',
      '閱讀',
      '620 / 800',
      '請於月底前付款，謝謝。',
      'Please pay by the end of the month.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/快樂補習班 · office@example\.test\s+1\s*\/\s*1/);
    // Amounts are right-aligned: both end in the same column.
    const ends = text
      .split('\n')
      .filter((l) => /NT\$1[02],[05]00\s*$/.test(l))
      .map((l) => l.trimEnd().length);
    expect(ends.length).toBe(2);
    expect(new Set(ends).size).toBe(1);
  });

  it('breaks long tables across pages and repeats the header', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Line ${i + 1}`, `${(i + 1) * 100}`]);
    const pdf = await renderDocumentPdf({
      lang: 'en',
      title: 'Long statement',
      footer: 'Centre',
      blocks: [{ kind: 'table', columns: [{ label: 'Item' }, { label: 'Amount', align: 'right', width: 80 }], rows }],
    });
    const text = await textOf(pdf, 'long');
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/Item\s+Amount/);
    expect(text).toContain('Line 120');
    expect(text).toMatch(new RegExp(`Centre\\s+${pages.length}\\s*/\\s*${pages.length}`));
  });

  it('prints an empty table with its placeholder text', async () => {
    const pdf = await renderDocumentPdf({
      lang: 'cn',
      title: '空表',
      blocks: [{ kind: 'table', columns: [{ label: '项目' }], rows: [], empty: '暂无记录' }],
    });
    expect(await textOf(pdf, 'empty')).toContain('暂无记录');
  });
});
