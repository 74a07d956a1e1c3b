/**
 * Near-duplicate stems (issue 13, decision 0026): each stem is reduced to plain text (tags removed, the
 * editor's math spans and `$…$` to their LaTeX without delimiters, entities decoded, NFKC, lower case, runs
 * of spaces and punctuation spacing collapsed; math and numbers kept, so "3x + 7 = 22" and "4x + 5 = 29" differ) and compared by the
 * Jaccard similarity of its character 5-shingles. At or above NEAR_DUPLICATE_THRESHOLD the pair is a near
 * duplicate. Exact Jaccard over a bounded candidate list (the bank's newest stems of the same kind and
 * section, at most DUPLICATE_CANDIDATES) is cheap enough that MinHash would only add error.
 */
import type { DraftFlag } from '@prepwell/contracts';

export const SHINGLE = 5;
/** Similarity from which two stems are near duplicates: a reworded clause or a changed number or two. */
export const NEAR_DUPLICATE_THRESHOLD = 0.8;
/** How many of the bank's stems a generation compares with. */
export const DUPLICATE_CANDIDATES = 2000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A stem (rich text) → the normalized plain text compared here. */
export const normalizeStem = (stem: string): string =>
  stem
    .replace(/<span[^>]*data-math="[^"]*"[^>]*>([\s\S]*?)<\/span>/gi, ' $1 ')
    .replace(/<(?:br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/(?<!\\)\$/g, ' ') // math delimiters go, the math stays
    .normalize('NFKC')
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .toLowerCase()
    .replace(/\s*([=+\-*/^(),.?!:;$])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The set of character shingles of a normalized stem (a short one is its own single shingle). */
export const shingles = (normalized: string): Set<string> => {
  const set = new Set<string>();
  if (normalized.length <= SHINGLE) {
    if (normalized) set.add(normalized);
    return set;
  }
  for (let i = 0; i + SHINGLE <= normalized.length; i++) set.add(normalized.slice(i, i + SHINGLE));
  return set;
};

export const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let both = 0;
  for (const s of small) if (large.has(s)) both += 1;
  return both / (a.size + b.size - both);
};

export interface StemRef {
  id: string;
  stem: string;
}

/**
 * For each draft (in order), its most similar earlier stem at or above the threshold: the bank's stems and
 * the drafts before it in the same batch. Returns `near_duplicate` flags (detail `similarity=0.93`) by index.
 */
export const nearDuplicateFlags = (
  drafts: readonly StemRef[],
  bank: readonly StemRef[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): DraftFlag[][] => {
  const known = bank.map((q) => ({ id: q.id, set: shingles(normalizeStem(q.stem)) }));
  return drafts.map((draft) => {
    const set = shingles(normalizeStem(draft.stem));
    let best: { id: string; score: number } | null = null;
    for (const other of known) {
      if (other.id === draft.id) continue;
      const score = jaccard(set, other.set);
      if (score >= threshold && (!best || score > best.score)) best = { id: other.id, score };
    }
    known.push({ id: draft.id, set });
    return best ? [{ code: 'near_duplicate', detail: `similarity=${best.score.toFixed(2)}`, questionId: best.id }] : [];
  });
};
