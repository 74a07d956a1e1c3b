import type { LabelView, PassageView, QuestionSummary, QuestionView, ToeflTask } from '@prepwell/contracts';
import { decodeEntities } from '../../lib/rich-text.ts';
import type { AuthorRow, QuestionRow } from './questions.repository.ts';
import type { PassageRow } from './passages.repository.ts';

/** The question bank's responses; fields listed explicitly (contracts/questions.ts). */

export interface QuestionExtras {
  labels: { id: string; name: string }[];
  usedIn: number;
  author: AuthorRow | null;
  passage: Pick<PassageRow, 'id' | 'title'> | null;
  editable: boolean;
  seen: boolean;
}

const authorOf = (a: AuthorRow | null) =>
  a ? { id: a.id, name: [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.email } : null;

const EXCERPT = 160;
/** The stem as one line of plain text (markup removed, math kept as written), cut to 160 characters. */
export const excerptOf = (stem: string) => {
  const text = decodeEntities(stem.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
};

/** What the full view and the list's summary both begin with: the question's version, status and place. */
const presentQuestionHead = (q: QuestionRow) => ({
  id: q.id,
  rootId: q.rootId,
  version: q.version,
  status: q.status,
  kind: q.kind,
  section: q.section,
  subject: q.subject,
  source: q.source,
});

export const presentQuestionView = (q: QuestionRow, x: QuestionExtras): QuestionView => ({
  ...presentQuestionHead(q),
  sourceId: q.sourceId,
  type: q.type,
  task: (q.task as ToeflTask | null) ?? null,
  stem: q.stem,
  choices: q.choices,
  answerKey: q.answerKey,
  sampleAnswer: q.sampleAnswer,
  explanation: q.explanation,
  labels: x.labels,
  difficulty: q.difficulty,
  irt: q.irtA !== null && q.irtB !== null && q.irtC !== null ? { a: q.irtA, b: q.irtB, c: q.irtC } : null,
  passage: x.passage ? { id: x.passage.id, title: x.passage.title } : null,
  media: q.media,
  solution: q.solution,
  shared: q.isPublic,
  editable: x.editable,
  author: authorOf(x.author),
  usedIn: x.usedIn,
  seen: x.seen,
  flags: q.flags,
  createdAt: q.createdAt.toISOString(),
  updatedAt: q.updatedAt.toISOString(),
});

export const presentQuestionSummary = (
  q: QuestionRow,
  x: Omit<QuestionExtras, 'passage' | 'seen'>,
): QuestionSummary => ({
  ...presentQuestionHead(q),
  type: q.type,
  excerpt: excerptOf(q.stem),
  labels: x.labels,
  difficulty: q.difficulty,
  shared: q.isPublic,
  editable: x.editable,
  author: authorOf(x.author),
  usedIn: x.usedIn,
  flags: q.flags,
  updatedAt: q.updatedAt.toISOString(),
});

export const presentLabel = (l: { id: string; name: string; isPublic: boolean }, questionCount: number): LabelView => ({
  id: l.id,
  name: l.name,
  questionCount,
  shared: l.isPublic,
});

export const presentPassage = (p: PassageRow, questionCount: number, editable: boolean): PassageView => ({
  id: p.id,
  kind: p.kind,
  title: p.title,
  body: p.body,
  audioUrl: p.audioUrl,
  transcript: p.transcript,
  questionCount,
  shared: p.isPublic,
  editable,
});
