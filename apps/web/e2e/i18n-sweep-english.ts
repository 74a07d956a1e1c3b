import type { Page } from 'playwright-core';

/**
 * Issue 17, acceptance 1: what counts as English on a page read in 简体中文 or 繁體中文.
 *
 * A word is a run of Latin letters (with inner hyphens or apostrophes) of 3 letters or more that holds no
 * digit (a digit makes it a code: a class code, an order number, a promotion code). E-mail addresses, web
 * addresses and the proper nouns below are taken out first. Whatever the page marks `data-i18n-exempt`
 * (question content, a test's title, a word list's words: English by nature or written by a person), KaTeX
 * math and `lang="en"` regions the page declares English are never read.
 *
 * The allow-list holds proper nouns only: exam and format names, the product and plan names, and names of
 * the demo data (people, the demo tenant, and the titles the demo tenant gave its objects, read from the
 * API at the start of the sweep). Never a word of the interface.
 */
export const PROPER_NOUNS: readonly string[] = [
  // Exams and their formats.
  'PSAT',
  'SHSAT',
  'SAT',
  'ACT',
  'TOEFL',
  'iBT',
  'Bluebook',
  // The product, its currency and its plan.
  'Prepwell',
  'T-Coins',
  'T-Coin',
  'Pro',
  // The exams' owners and scales, named in the terms and the TOEFL hub.
  'College Board',
  'ACT, Inc.',
  'ETS',
  'CEFR',
  // File formats, standards and technical names a person picks by name (as Chinese writes them).
  'PDF',
  'CSV',
  'XLSX',
  'URL',
  'http',
  'https',
  'API',
  'QTI',
  'Moodle XML',
  'GIFT',
  'iCalendar',
  'PNG',
  'JPEG',
  'GIF',
  'WebP',
  'SVG',
  'IRT',
  // The payroll number the salary billing form asks for, as a Chinese form names it: 社会安全号码（SSN）.
  'SSN',
  // Keys of the keyboard, named as printed on them (the shortcuts' help, the sentence builder's hint).
  'Alt',
  'Ctrl',
  'Shift',
  'Enter',
  'Tab',
  'Esc',
  // Services and brands: the payment and AI providers, the contact apps of a profile, the ATM transfer,
  // the VIP grading level's name.
  'Stripe',
  'OpenAI',
  'LINE',
  'Facebook',
  'Skype',
  'WeChat',
  'WhatsApp',
  'ATM',
  'VIP',
  // Calendar apps a feed is added to, and the time standard a zone is named after.
  'Google',
  'Apple',
  'Outlook',
  'UTC',
  // Browsers the ad-block banner names (spec §1).
  'Chrome',
  'Brave',
  'Edge',
];

/** Names of the demo data (apps/api/src/seed): its people and its tenant. */
export const DEMO_NAMES: readonly string[] = [
  'Demo Academy',
  'Stella Student',
  'Tina Teacher',
  'Ada Admin',
  'Paula Parent',
  'Percy Pro',
  'Sam Super',
  'Leo Park',
  'Mia Chen',
  'Noah Rivera',
  // First names alone (a greeting, an avatar's initials' title).
  'Stella',
  'Tina',
  'Paula',
  'Percy',
  'Ada',
  'Sam',
  'Leo',
  'Mia',
  'Noah',
  'Lincoln High School',
  'State University',
];

export interface TextPiece {
  /** `text`, or the attribute the string came from (`aria-label`, `title`, `placeholder`, `alt`, `value`). */
  source: string;
  text: string;
}

export interface EnglishFinding {
  word: string;
  source: string;
  context: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A finder for one sweep: the fixed proper nouns, the demo names and the names read from the demo data. */
export const englishFinder = (extraNames: readonly string[]) => {
  const names = [...new Set([...PROPER_NOUNS, ...DEMO_NAMES, ...extraNames].filter((n) => n.trim().length > 0))]
    // Longest first, so "Demo Academy" goes before "Demo".
    .sort((a, b) => b.length - a.length);
  const allowed = new RegExp(names.map((n) => `(?<![A-Za-z])${escapeRegExp(n)}(?![A-Za-z])`).join('|') || '(?!)', 'g');
  const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
  // An address: a web address, a host name, or a path of the site (`/enroll?ref=CODE`, an example of one).
  const url =
    /(?<![\w/])\/[a-z][\w-]*(?:\/[\w:.-]*)*(?:\?[\w=&%.-]*)?|\b(?:https?:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)*\.(?:test|com|org|net|io|localhost)\b(?:\/\S*)?/g;
  // A token: letters, digits and inner - ' ’ _ . (so "abc123" or "x-2" stay one token, a code).
  const token = /[A-Za-z0-9_]+(?:[-'’][A-Za-z0-9_]+)*/g;

  return (pieces: readonly TextPiece[]): EnglishFinding[] => {
    const found: EnglishFinding[] = [];
    for (const piece of pieces) {
      const cleaned = piece.text.replace(email, ' ').replace(url, ' ').replace(allowed, ' ');
      for (const match of cleaned.matchAll(token)) {
        const word = match[0];
        if (/\d/.test(word)) continue;
        if (!/[A-Za-z]{3,}/.test(word)) continue;
        const at = piece.text.indexOf(word);
        const from = Math.max(0, at - 30);
        const context = piece.text
          .slice(from, at + word.length + 30)
          .replace(/\s+/g, ' ')
          .trim();
        found.push({ word, source: piece.source, context });
      }
    }
    return found;
  };
};

/**
 * What a person reads or hears on the page: visible text nodes (screen-reader-only text included),
 * the aria-label, title, placeholder and alt of visible elements, the value a read-only field shows
 * (a Select's chosen option) and the document's title; nothing inside `data-i18n-exempt`, KaTeX,
 * `lang="en"` regions, scripts or styles.
 */
export const collectText = (page: Page): Promise<TextPiece[]> =>
  page.evaluate(() => {
    // Exempt regions, math, and what a person typed or an author wrote in a field (a textarea's text, a rich
    // text editor): their own words, in their language.
    const SKIP =
      '[data-i18n-exempt], .katex, math, script, style, noscript, template, textarea, [contenteditable="true"], [lang^="en"]';
    const pieces: { source: string; text: string }[] = [];
    const visible = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true } as CheckVisibilityOptions);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[A-Za-z]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(SKIP) || !visible(parent)) continue;
      pieces.push({ source: 'text', text: text.trim() });
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if (el.closest(SKIP) || !visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr);
        if (value && /[A-Za-z]/.test(value)) pieces.push({ source: attr, text: value });
      }
    }
    for (const el of Array.from(document.body.querySelectorAll('input[readonly]'))) {
      const input = el as HTMLInputElement;
      if (input.type === 'hidden' || input.closest(SKIP) || !visible(input)) continue;
      if (/[A-Za-z]/.test(input.value)) pieces.push({ source: 'value', text: input.value });
    }
    if (/[A-Za-z]/.test(document.title)) pieces.push({ source: 'document title', text: document.title });
    return pieces;
  });

/**
 * Until the page shows what the server sent: no API call in flight (counted by the caller), nothing busy
 * (`aria-busy`, a Mantine loader or a visible skeleton), a main heading, and the same text on two reads in
 * a row. Polls the DOM; never a fixed sleep. Returns what was still missing when `timeoutMs` ran out.
 */
export const waitForRendered = async (
  page: Page,
  inFlight: () => number,
  timeoutMs = 10_000,
): Promise<string | null> => {
  const started = Date.now();
  let last = '';
  let missing = 'nothing read yet';
  while (Date.now() - started < timeoutMs) {
    const state = await page
      .evaluate(() => {
        const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
        const busy =
          Array.from(
            document.querySelectorAll(
              '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible], [role="progressbar"][aria-busy="true"]',
            ),
          ).some(shown) || document.querySelector('#root[inert]') !== null; // painted, the app not yet running (decision 0055)
        const heading = Array.from(document.querySelectorAll('h1')).some(shown);
        return { busy, heading, text: document.body.innerText };
      })
      .catch(() => ({ busy: true, heading: false, text: '' }));
    const calls = inFlight();
    // A page without an h1 (the runner's screens) is taken as it is once it has been quiet for a while.
    const headingDue = state.heading || Date.now() - started > 4_000;
    missing = calls > 0 ? `${calls} requests in flight` : state.busy ? 'busy' : !headingDue ? 'no h1' : '';
    if (!missing && state.text === last) return state.heading ? null : 'no h1';
    last = state.text;
    await new Promise((r) => setTimeout(r, 150));
  }
  return missing || 'text kept changing';
};
