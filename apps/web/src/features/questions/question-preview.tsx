import 'katex/dist/katex.min.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { AnswerValue, ExamKind, QuestionPreview as Preview, RunnerQuestion } from '@prepwell/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerArea } from '../../runner/module/answer-area.tsx';
import { QuestionHeader } from '../../runner/module/question-header.tsx';
import moduleStyles from '../../runner/module/module.module.css';
import { VARIANTS, type RunnerVariant } from '../../runner/module/variant.ts';
import { QuestionScreen, type ScreenContext } from '../../runner/toefl/question-screen.tsx';
import type { LocalAnswer } from '../../runner/runner-types.ts';
import classes from './question-preview.module.css';

export type Skin = ExamKind;
const LINEAR_SKINS: readonly RunnerVariant['kind'][] = ['sat', 'act', 'shsat'];
const PREVIEW_ID = '00000000-0000-4000-8000-00000000000a';

/** The skins a question can be previewed in: its own exam's, and for a linear runner's item the other linear runners. */
export const skinsOf = (kind: ExamKind): readonly Skin[] => (kind === 'toefl' ? ['toefl'] : LINEAR_SKINS);

/** The preview as the runner's question (contracts RunnerQuestion): the same HTML the runner receives. */
export const runnerQuestionOf = (p: Preview): RunnerQuestion => ({
  id: PREVIEW_ID,
  position: 1,
  moduleId: PREVIEW_ID,
  sectionId: PREVIEW_ID,
  type: p.type,
  task: p.task,
  stem: '',
  stemHtml: p.stemHtml,
  choices: p.choices.map((c) => ({ id: c.id, text: '', html: c.html })),
  passage: p.passageHtml
    ? { id: PREVIEW_ID, kind: 'text', title: null, body: '', bodyHtml: p.passageHtml, audioUrl: null }
    : null,
  media: {
    audioUrl: p.media?.audioUrl ?? null,
    maxPlays: p.media?.maxPlays ?? null,
    prepSeconds: p.media?.prepSeconds ?? null,
    responseSeconds: p.media?.responseSeconds ?? null,
    minWords: p.media?.minWords ?? null,
  },
});

/** SAT, ACT and SHSAT: the navigator runner's question column (header, stem, answer), passage beside it. */
function LinearSkin({ question, variant }: { question: RunnerQuestion; variant: RunnerVariant }) {
  const { t } = useTranslation('questions');
  const stemId = useId();
  const [local, setLocal] = useState<LocalAnswer>({ answer: null, flagged: false, eliminated: [] });
  const body = (
    <div className={moduleStyles.questionColumn}>
      <QuestionHeader
        number={1}
        flagged={local.flagged}
        onToggleFlag={() => setLocal((l) => ({ ...l, flagged: !l.flagged }))}
        markWord={variant.markWord}
        eliminatorOn={false}
        readOnly={false}
      />
      <div
        id={stemId}
        className={moduleStyles.stem}
        data-i18n-exempt
        dangerouslySetInnerHTML={{ __html: question.stemHtml }}
      />
      <AnswerArea
        question={question}
        number={1}
        local={local}
        readOnly={false}
        eliminatorOn={false}
        masked={false}
        letters={variant.letters}
        gridFormat={variant.gridFormat}
        stemId={stemId}
        onAnswer={(answer) => setLocal((l) => ({ ...l, answer }))}
        onEliminated={(eliminated) => setLocal((l) => ({ ...l, eliminated }))}
      />
    </div>
  );
  if (!question.passage) return <div className={classes.single}>{body}</div>;
  return (
    <div className={classes.split}>
      <section className={moduleStyles.passage} aria-label={t('preview.passage')} data-i18n-exempt>
        <div
          className={moduleStyles.passageBody}
          data-i18n-exempt
          dangerouslySetInnerHTML={{ __html: question.passage.bodyHtml }}
        />
      </section>
      <div>{body}</div>
    </div>
  );
}

/** TOEFL: the one-screen-at-a-time question screen, in practice mode (replays allowed, nothing uploaded). */
function ToeflSkin({ question }: { question: RunnerQuestion }) {
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const ctx = useMemo<ScreenContext>(
    () => ({
      attemptId: PREVIEW_ID,
      exam: false,
      answerOf: (id) => answers[id],
      setAnswer: (id, answer) => setAnswers((a) => ({ ...a, [id]: answer })),
      uploadRecording: () => Promise.reject(new Error('preview')),
      readOnly: question.type === 'spoken_response',
      setBlocked: () => undefined,
    }),
    [answers, question.type],
  );
  return <QuestionScreen question={question} ctx={ctx} />;
}

/**
 * The question exactly as a runner shows it: POST /api/questions/preview's HTML (math typeset by the
 * server) in the runner's own components and CSS, with a skin switch where the kind allows one.
 */
export function QuestionPreviewView({ preview, initialSkin }: { preview: Preview; initialSkin?: Skin }) {
  const { t } = useTranslation('questions');
  const skins = skinsOf(preview.kind);
  const [skin, setSkin] = useState<Skin>(initialSkin && skins.includes(initialSkin) ? initialSkin : preview.kind);
  const question = useMemo(() => runnerQuestionOf(preview), [preview]);
  const linear =
    skin !== 'toefl' &&
    (preview.type === 'multiple_choice' || preview.type === 'multi_select' || preview.type === 'grid_in');
  return (
    <Stack gap="sm">
      {skins.length > 1 && (
        <SegmentedControl
          aria-label={t('preview.skin')}
          w="fit-content"
          value={skin}
          onChange={(value) => setSkin(value as Skin)}
          data={skins.map((s) => ({ value: s, label: t(`kind.${s}`) }))}
        />
      )}
      <div className={classes.root} data-testid="question-preview" data-skin={skin}>
        {skin === 'toefl' ? (
          <ToeflSkin key={JSON.stringify(preview)} question={question} />
        ) : linear ? (
          <LinearSkin key={`${skin}:${JSON.stringify(preview)}`} question={question} variant={VARIANTS[skin]} />
        ) : (
          <Text c="gray.7">{t('preview.notInSkin')}</Text>
        )}
      </div>
    </Stack>
  );
}
