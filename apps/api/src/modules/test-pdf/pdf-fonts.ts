import { existsSync } from 'node:fs';
import type { Lang } from '@prepwell/contracts';

/**
 * The booklet's fonts (decision 0029). Text in the WinAnsi repertoire (English, Latin-1, curly quotes,
 * dashes) prints in the standard Helvetica faces: nothing to embed or shape, and real italics. Everything
 * else (Chinese, Greek, the symbols authors type) prints in Noto Sans CJK from Debian's fonts-noto-cjk,
 * looked up at run time on the usual paths and embedded as a subset — loaded only when a booklet has such
 * text. Without that file those characters print as `?` (the decision says so).
 */

const FONT_DIRS = [
  '/usr/share/fonts/opentype/noto',
  '/usr/share/fonts/opentype/noto-cjk',
  '/usr/share/fonts/noto-cjk',
  '/usr/share/fonts/google-noto-cjk',
  '/usr/share/fonts/noto',
  '/usr/local/share/fonts',
];

const findFile = (name: string): string | null => {
  for (const dir of FONT_DIRS) {
    const path = `${dir}/${name}`;
    if (existsSync(path)) return path;
  }
  return null;
};

export interface FontSet {
  latin: { regular: string; bold: string; italic: string; boldItalic: string };
  /** Noto Sans CJK for what WinAnsi lacks, or null when the font is not installed. */
  wide: { regular: string; bold: string } | null;
}

const LATIN = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
};

/**
 * Registers the fonts on a document (a registered font is read only when first used). The collection holds
 * one face per region: Traditional Chinese readers (`tw`) get the TC face, everyone else the SC face (both
 * cover every Han character).
 */
export const registerFonts = (doc: PDFKit.PDFDocument, lang: Lang): FontSet => {
  const regular = findFile('NotoSansCJK-Regular.ttc');
  if (!regular) return { latin: LATIN, wide: null };
  const region = lang === 'tw' ? 'tc' : 'sc';
  doc.registerFont('wide', regular, `NotoSansCJK${region}-Regular`);
  const bold = findFile('NotoSansCJK-Bold.ttc');
  if (bold) doc.registerFont('wide-bold', bold, `NotoSansCJK${region}-Bold`);
  return { latin: LATIN, wide: { regular: 'wide', bold: bold ? 'wide-bold' : 'wide' } };
};

/** Windows-1252's characters above Latin-1's control block. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether Helvetica's WinAnsi encoding has the character. */
export const isWinAnsi = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/** Text split where the font changes (`wide`: Noto Sans CJK); without Noto, what WinAnsi lacks becomes `?`. */
export const fontRuns = (fonts: FontSet, text: string): { text: string; wide: boolean }[] => {
  const runs: { text: string; wide: boolean }[] = [];
  for (const c of text) {
    const wide = !isWinAnsi(c) && !!fonts.wide;
    const shown = wide || isWinAnsi(c) ? c : '?';
    const last = runs[runs.length - 1];
    if (last && last.wide === wide) last.text += shown;
    else runs.push({ text: shown, wide });
  }
  return runs;
};

/** The font of a run. */
export const fontFor = (fonts: FontSet, wide: boolean, bold: boolean, italic: boolean): string =>
  wide && fonts.wide
    ? bold
      ? fonts.wide.bold
      : fonts.wide.regular
    : bold
      ? italic
        ? fonts.latin.boldItalic
        : fonts.latin.bold
      : italic
        ? fonts.latin.italic
        : fonts.latin.regular;
