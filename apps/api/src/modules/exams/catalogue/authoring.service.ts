import type {
  AnswerKey,
  Choice,
  Difficulty,
  ExamKind,
  ExamVersion,
  ModuleRoute,
  QuestionType,
  ScoreRange,
  Section,
  TestType,
} from '@prepwell/contracts';
import { sectionFitsKind, typeFitsKind, versionFitsKind } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  insertModule,
  insertModuleQuestion,
  insertPassage,
  insertQuestion,
  insertScoreTable,
  insertSection,
  insertTest,
  selectTestBySeedKey,
  updateTestTotals,
} from './authoring.repository.ts';
import { testTotals } from './test-totals.ts';
import { passageTextHash } from '../../../lib/rich-text.ts';

export interface QuestionBlueprint {
  type: QuestionType;
  task?: string;
  stem: string;
  choices?: Choice[];
  answerKey: AnswerKey;
  explanation: string;
  domain?: string;
  skill?: string;
  difficulty?: Difficulty;
  irt?: { a: number; b: number; c: number };
  pretest?: boolean;
  solution?: string;
  /** Key of a passage in TestBlueprint.passages. */
  passage?: string;
  /** Audio and timings (TOEFL): a clip to play, plays allowed, speaking prep/response seconds, minimum words. */
  media?: QuestionMediaBlueprint;
}

export interface QuestionMediaBlueprint {
  audioUrl?: string;
  maxPlays?: number;
  prepSeconds?: number;
  responseSeconds?: number;
  minWords?: number;
}

export interface PassageBlueprint {
  title?: string;
  body: string;
  /** `audio`: a listening passage (conversation, talk); `body` is what the runner shows, `transcript` the words spoken. */
  kind?: 'text' | 'audio';
  audioUrl?: string;
  transcript?: string;
}

export interface ModuleBlueprint {
  title: string;
  position: number;
  route?: ModuleRoute;
  minutes: number;
  breakAfterMinutes?: number;
  questions: QuestionBlueprint[];
}

export interface SectionBlueprint {
  section: Section;
  title: string;
  adaptive?: boolean;
  modules: ModuleBlueprint[];
  /** Raw → [lower, upper] per route. */
  scoreTables?: Partial<Record<ModuleRoute, ScoreRange[]>>;
}

export interface TestBlueprint {
  seedKey?: string;
  kind: ExamKind;
  type: TestType;
  version: ExamVersion;
  title: string;
  description?: string;
  isPublic?: boolean;
  passages?: Record<string, PassageBlueprint>;
  /** `test`: one clock for the whole test, every module open at once (SHSAT). Default `module`. */
  clock?: 'module' | 'test';
  sections: SectionBlueprint[];
}

/** The media column keeps only what the blueprint sets (an empty one is no media). */
const mediaOf = (media: QuestionMediaBlueprint | undefined): QuestionMediaBlueprint | null => {
  const kept = Object.fromEntries(Object.entries(media ?? {}).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length ? kept : null;
};

/** Refuses a blueprint that does not fit its kind (spec §3), so the catalogue never holds an impossible test. */
export const checkBlueprint = (b: TestBlueprint) => {
  if (!typeFitsKind(b.kind, b.type)) throw new Error(`${b.kind} has no test type ${b.type}`);
  if (!versionFitsKind(b.kind, b.version)) throw new Error(`${b.kind} has no version ${b.version}`);
  for (const s of b.sections)
    if (!sectionFitsKind(b.kind, s.section)) throw new Error(`${b.kind} has no section ${s.section}`);
  for (const [key, p] of Object.entries(b.passages ?? {}))
    if (p.kind === 'audio' && !p.audioUrl) throw new Error(`audio passage ${key} has no audioUrl`);
};

/**
 * Creates a whole test (sections → modules → questions, score tables) in the transaction's tenant and
 * stores its totals. With a seedKey it is idempotent: an existing test with that key is left as it is.
 */
export const createTestFromBlueprint = async (
  tx: TenantTx,
  b: TestBlueprint,
): Promise<{ id: string; created: boolean }> => {
  checkBlueprint(b);
  if (b.seedKey) {
    const existing = await selectTestBySeedKey(tx, b.seedKey);
    if (existing) return { id: existing.id, created: false };
  }
  const isPublic = b.isPublic ?? false;
  const test = await insertTest(tx, {
    kind: b.kind,
    type: b.type,
    version: b.version,
    title: b.title,
    description: b.description ?? '',
    clock: b.clock ?? 'module',
    isPublic,
    seedKey: b.seedKey ?? null,
  });
  const passageIds = new Map<string, string>();
  for (const [key, p] of Object.entries(b.passages ?? {})) {
    const passage = await insertPassage(tx, {
      kind: p.kind ?? 'text',
      body: p.body,
      textHash: passageTextHash(p.body),
      title: p.title ?? null,
      audioUrl: p.audioUrl ?? null,
      transcript: p.transcript ?? null,
      isPublic,
    });
    passageIds.set(key, passage.id);
  }

  const shapes: {
    modules: { position: number; route: ModuleRoute; questionCount: number; timeLimitSeconds: number }[];
  }[] = [];
  for (const [sectionIndex, s] of b.sections.entries()) {
    const section = await insertSection(tx, {
      testId: test.id,
      section: s.section,
      title: s.title,
      position: sectionIndex + 1,
      adaptive: s.adaptive ?? false,
      isPublic,
    });
    const modules: (typeof shapes)[number]['modules'] = [];
    for (const m of s.modules) {
      const route = m.route ?? 'base';
      const timeLimitSeconds = m.minutes * 60;
      const mod = await insertModule(tx, {
        testId: test.id,
        sectionId: section.id,
        title: m.title,
        position: m.position,
        route,
        timeLimitSeconds,
        breakAfterSeconds: (m.breakAfterMinutes ?? 0) * 60,
        isPublic,
      });
      for (const [i, q] of m.questions.entries()) {
        const passageId = q.passage ? passageIds.get(q.passage) : undefined;
        if (q.passage && !passageId) throw new Error(`unknown passage ${q.passage}`);
        const question = await insertQuestion(tx, {
          kind: b.kind,
          section: s.section,
          type: q.type,
          task: q.task ?? null,
          stem: q.stem,
          choices: q.choices ?? [],
          answerKey: q.answerKey,
          explanation: q.explanation,
          domain: q.domain ?? null,
          skill: q.skill ?? null,
          difficulty: q.difficulty ?? null,
          irtA: q.irt?.a ?? null,
          irtB: q.irt?.b ?? null,
          irtC: q.irt?.c ?? null,
          pretest: q.pretest ?? false,
          solution: q.solution ?? null,
          passageId: passageId ?? null,
          media: mediaOf(q.media),
          isPublic,
        });
        await insertModuleQuestion(tx, { moduleId: mod.id, questionId: question.id, position: i + 1, isPublic });
      }
      modules.push({ position: m.position, route, questionCount: m.questions.length, timeLimitSeconds });
    }
    for (const [route, rows] of Object.entries(s.scoreTables ?? {}))
      if (rows)
        await insertScoreTable(tx, {
          testId: test.id,
          sectionId: section.id,
          route: route as ModuleRoute,
          rows,
          isPublic,
        });
    shapes.push({ modules });
  }
  const totals = testTotals(shapes);
  await updateTestTotals(tx, test.id, { sections: [...new Set(b.sections.map((s) => s.section))], ...totals });
  return { id: test.id, created: true };
};
