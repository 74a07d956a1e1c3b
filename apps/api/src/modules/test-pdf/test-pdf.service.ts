import type { Lang } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { getTestBooklet } from '../exams/results/results.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { loadImages } from './booklet-images.ts';
import { bookletOf } from './booklet-model.ts';
import { renderBooklet } from './booklet-render.ts';
import { loadTypeset } from './math-svg.ts';
import { loadPdfKit } from './pdf-kit.ts';

/**
 * Issue 14: a test printed as an A4 booklet, with or without the answer key (decision 0029). The content is
 * the results module's read of the test (getTestBooklet: visible to the tenant, 404 otherwise); pdfkit,
 * svg-to-pdfkit and MathJax load on the first PDF. At most two booklets are laid out at once in a process
 * (each holds its fonts while it renders); others wait their turn.
 */

const MAX_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
};

/** A file name from a title: no path separators, reserved or control characters; never empty. */
export const pdfFileName = (title: string): string => {
  const safe = Array.from(
    title
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 120)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${safe || 'test'}.pdf`;
};

export const getTestPdf = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  ctx: { tenant: TenantContext; lang: Lang; testId: string; answers: boolean },
): Promise<{ fileName: string; body: Buffer }> => {
  const read = await getTestBooklet(deps, { tenant: ctx.tenant, testId: ctx.testId });
  const booklet = bookletOf(read);
  const body = await inTurn(async () => {
    const [kit, typeset, images] = await Promise.all([
      loadPdfKit(),
      loadTypeset(),
      loadImages(deps.storage.root, booklet, ctx.answers),
    ]);
    return renderBooklet(kit, typeset, { booklet, answers: ctx.answers, lang: ctx.lang, images });
  });
  return { fileName: pdfFileName(read.test.title), body };
};
