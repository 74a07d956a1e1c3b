import { HTML_LANG, type Lang } from '@prepwell/contracts';
import { richRows } from './block-flow.ts';
import { coverRows } from './booklet-cover.ts';
import { labelsFor, moduleName, stageLabel } from './booklet-labels.ts';
import type { PrintBooklet, PrintModule, PrintSection } from './booklet-model.ts';
import { BODY, keyRows, passageRows, questionRows } from './booklet-questions.ts';
import { textRows } from './inline-flow.ts';
import type { Typeset } from './math-svg.ts';
import { PageFrame } from './page-frame.ts';
import type { PdfKit } from './pdf-kit.ts';
import { registerFonts } from './pdf-fonts.ts';
import { gapRow, MUTED, rowsHeight, type LoadedImage, type Painter } from './painter.ts';

/**
 * The A4 booklet (decision 0029): the cover; each section on a new page with its directions, then each of
 * its modules in order on a new page (title, which module, questions and minutes, directions, passages
 * and questions, the break after it); with `answers`, the answer key at the end, module by module. The
 * PDF outline lists the sections, modules and the key. Layout yields to the event loop between questions,
 * so a long booklet never holds other requests up for long.
 */

export interface RenderInput {
  booklet: PrintBooklet;
  answers: boolean;
  lang: Lang;
  images: ReadonlyMap<string, LoadedImage | null>;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const heading = (p: Painter, frame: PageFrame, text: string, size: number) => {
  frame.keep([gapRow(size * 0.6), ...textRows(p, text, frame.width, { size, bold: true }), gapRow(size * 0.35)]);
};

const directions = (p: Painter, frame: PageFrame, text: string) => {
  if (!text.trim()) return;
  frame.keep([...textRows(p, p.t('directions'), frame.width, { ...BODY, bold: true }), gapRow(2)]);
  frame.place([...richRows(p, text, frame.width, BODY), gapRow(10)]);
};

const printModule = async (p: Painter, frame: PageFrame, m: PrintModule) => {
  heading(p, frame, m.title, 14);
  const facts = `${stageLabel(p.t, m.stage, m.route)} · ${p.t('module_facts', { questions: m.questions.length, minutes: m.minutes })}`;
  frame.place([...textRows(p, facts, frame.width, { size: 10, color: MUTED }), gapRow(8)]);
  directions(p, frame, m.directions);
  for (const [i, item] of m.items.entries()) {
    if (item.kind === 'passage') continue;
    const rows = [gapRow(9), ...questionRows(p, item.question, frame.width, item.seePassageAt)];
    const before = m.items[i - 1];
    if (before?.kind === 'passage') {
      // A passage with its first question on one page when they fit on one; else it starts where its first lines fit.
      const passage = [gapRow(12), ...passageRows(p, before.passage, frame.width), gapRow(6)];
      if (rowsHeight(passage) + rowsHeight(rows) <= frame.pageRoom) frame.keep([...passage, ...rows]);
      else {
        frame.keep(passage.slice(0, 5));
        frame.place(passage.slice(5));
        frame.keep(rows);
      }
    } else frame.keep(rows);
    await yieldToLoop();
  }
  if (m.breakMinutes > 0)
    frame.keep([
      gapRow(14),
      ...textRows(p, p.t('break_after', { minutes: m.breakMinutes }), frame.width, { ...BODY, bold: true }),
    ]);
};

const printSection = async (p: Painter, frame: PageFrame, title: string, section: PrintSection) => {
  frame.header = `${title} — ${section.title}`;
  frame.newPage();
  const item = p.doc.outline.addItem(section.title, { expanded: true });
  heading(p, frame, section.title, 18);
  directions(p, frame, section.directions);
  for (const [i, m] of section.modules.entries()) {
    if (i > 0) frame.newPage();
    item.addItem(moduleName(p.t, m));
    await printModule(p, frame, m);
  }
};

const printAnswerKey = async (p: Painter, frame: PageFrame, booklet: PrintBooklet) => {
  frame.header = `${booklet.test.title} — ${p.t('answer_key')}`;
  frame.newPage();
  p.doc.outline.addItem(p.t('answer_key'));
  heading(p, frame, p.t('answer_key'), 18);
  for (const section of booklet.sections) {
    heading(p, frame, section.title, 13.5);
    for (const m of section.modules) {
      if (!m.questions.length) continue;
      heading(p, frame, moduleName(p.t, m), 11.5);
      for (const q of m.questions) {
        frame.keep([gapRow(6), ...keyRows(p, q, frame.width)]);
        await yieldToLoop();
      }
    }
  }
};

/** Draws the booklet into a new document and collects its bytes. */
export const renderBooklet = async (kit: PdfKit, typeset: Typeset, input: RenderInput): Promise<Buffer> => {
  const { booklet } = input;
  const doc = new kit.PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    lang: HTML_LANG[input.lang],
    displayTitle: true,
    info: { Title: booklet.test.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const t = labelsFor(input.lang);
  const p: Painter = {
    doc,
    svgToPdf: kit.svgToPdf,
    fonts: registerFonts(doc, input.lang),
    typeset,
    t,
    images: input.images,
  };
  const frame = new PageFrame(p);
  frame.newPage();
  frame.place(coverRows(p, frame, booklet, input.answers));
  for (const section of booklet.sections) await printSection(p, frame, booklet.test.title, section);
  if (input.answers) await printAnswerKey(p, frame, booklet);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
};
