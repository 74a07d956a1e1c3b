import type { UserExamView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { moduleTitle, sectionName } from '../phases/titles.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSyncState } from '../session/use-attempt-session.ts';
import { ModuleRunner } from './module-runner.tsx';
import { countUnanswered } from './unanswered.ts';
import type { RunnerVariant } from './variant.ts';

/**
 * A runner of one module at a time with its own countdown (variant.ts says what each exam offers).
 * SAT (Bluebook-like): Mark for Review, the option eliminator, Highlights & Notes on Reading and Writing
 * passages, the calculator and reference sheet in Math, Check Your Work, no way back once submitted.
 * ACT: one timer per section, flag, eliminator, highlighter, the answer masker (choices hidden until
 * revealed), line reader; Math with 4 or 5 choices lettered A–E / F–K.
 */
export function SingleModuleRunner({
  session,
  view,
  variant,
}: {
  session: AttemptSession;
  view: UserExamView;
  variant: RunnerVariant;
}) {
  const { t } = useTranslation('runner');
  const { answers } = useSyncState(session);
  const current = view.current;
  if (!current) return null;
  return (
    <ModuleRunner
      session={session}
      view={view}
      variant={variant}
      questions={current.questions}
      scope={`${view.id}.${current.moduleId}`}
      title={moduleTitle(t, view)}
      section={current.section}
      submitCounts={[
        {
          label: sectionName(t, view.test.kind, current),
          unanswered: countUnanswered(current.questions, answers),
          total: current.questions.length,
        },
      ]}
      endsTest={false}
    />
  );
}
