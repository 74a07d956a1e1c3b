import type { CheckAnswerResponse, RunnerQuestion, Section, UserExamView } from '@prepwell/contracts';
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, setPrefs, useRunnerPrefs, ZOOM_STEP } from '../runner-prefs.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState, useSyncState } from '../session/use-attempt-session.ts';
import { CalculatorIcon, FormulaIcon, MoreIcon, PenIcon, EyeIcon } from '../shell/icons.tsx';
import { Menu } from '../shell/menu.tsx';
import { ShortcutsDialog } from '../shell/shortcuts-dialog.tsx';
import { SessionBanner } from '../shell/stale-banner.tsx';
import type { Shortcut } from '../shell/shortcuts.ts';
import { useShortcuts } from '../shell/use-shortcuts.ts';
import { PausedOverlay } from '../phases/paused-overlay.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { DirectionsDialog } from './directions-dialog.tsx';
import styles from './module.module.css';
import shared from '../tools/shared.module.css';
import { NavigatorDialog } from './navigator-dialog.tsx';
import { PassageView } from './passage-view.tsx';
import { QuestionColumn } from './question-column.tsx';
import { ReviewPage } from './review-page.tsx';
import { SplitPane } from './split-pane.tsx';
import { SubmitDialog, type UnansweredCount } from './submit-dialog.tsx';
import { ToolsLayer, type OpenTools } from './tools-layer.tsx';
import { ToolButton, TopBar } from './top-bar.tsx';
import { useModuleNav } from './use-module-nav.ts';
import { useTimeOnQuestion } from './use-time-on-question.ts';
import { toolsFor, type RunnerVariant } from './variant.ts';

export interface ModuleRunnerProps {
  session: AttemptSession;
  view: UserExamView;
  variant: RunnerVariant;
  /** The questions of this screen: the module's (SAT, ACT) or the open section's (SHSAT). */
  questions: readonly RunnerQuestion[];
  /** Where the position is remembered (module, or module and section). */
  scope: string;
  title: string;
  section: Section;
  firstNumber?: number;
  /** SHSAT: the section tabs under the top bar. */
  sectionTabs?: ReactNode;
  /** Unanswered questions per section, for the submit confirmation. */
  submitCounts: UnansweredCount[];
  /** Submitting ends the whole test (SHSAT). */
  endsTest: boolean;
  /** Questions in the whole test when numbers run on across sections (SHSAT: "Question 60 of 114"). */
  overallTotal?: number;
}

/**
 * A linear runner (SAT, ACT, SHSAT): header with tools and the countdown, the question (with its passage
 * beside it when there is one), the Check Your Work page, the navigator, and the footer.
 */
export function ModuleRunner(props: ModuleRunnerProps) {
  const {
    session,
    view,
    variant,
    questions,
    scope,
    title,
    section,
    firstNumber = 1,
    sectionTabs,
    submitCounts,
    endsTest,
    overallTotal,
  } = props;
  const { t } = useTranslation('runner');
  const state = useSessionState(session);
  const { answers } = useSyncState(session);
  const prefs = useRunnerPrefs();
  const nav = useModuleNav(scope, questions.length, variant.hasReviewPage);
  const tools = toolsFor(variant.kind, section);
  const practice = view.mode === 'practice';
  const readOnly = session.readOnly || view.phase === 'paused';

  const [eliminatorOn, setEliminatorOn] = useState(false);
  const [highlighting, setHighlighting] = useState(false);
  const [masked, setMasked] = useState(false);
  const [open, setOpen] = useState<OpenTools>({ calculator: false, reference: false, lineReader: false });
  const [dialog, setDialog] = useState<'directions' | 'navigator' | 'shortcuts' | 'submit' | null>(null);
  const [checks, setChecks] = useState<Record<string, CheckAnswerResponse>>({});
  const [split, setSplit] = useState(50);

  const question = nav.onReview ? null : (questions[nav.index] ?? null);
  const number = firstNumber + nav.index;
  useTimeOnQuestion(session, question);

  const toggleTool = useCallback((tool: keyof OpenTools) => setOpen((o) => ({ ...o, [tool]: !o[tool] })), []);
  const zoomBy = (direction: 'in' | 'out' | 'reset') =>
    setPrefs({
      zoom: direction === 'reset' ? 1 : clampZoom(prefs.zoom + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP)),
    });

  const isLast = nav.index >= questions.length - 1;
  const goNext = () => {
    if (nav.onReview || (isLast && !variant.hasReviewPage)) setDialog('submit');
    else nav.next();
  };

  const onShortcut = (shortcut: Shortcut): boolean => {
    switch (shortcut.type) {
      case 'next':
        goNext();
        return true;
      case 'previous':
        if (nav.index > 0) nav.previous();
        return true;
      case 'mark':
        if (question && !readOnly) session.change(question, { flagged: !answers[question.id]?.flagged });
        return true;
      case 'eliminator':
        setEliminatorOn((on) => !on);
        return true;
      case 'navigator':
        setDialog('navigator');
        return true;
      case 'lineReader':
        toggleTool('lineReader');
        return true;
      case 'help':
        setDialog('shortcuts');
        return true;
      case 'zoom':
        zoomBy(shortcut.direction);
        return true;
      case 'choice': {
        const choice =
          question && question.type === 'multiple_choice' && !masked ? question.choices[shortcut.index] : undefined;
        if (!question || !choice || readOnly) return false;
        const local = answers[question.id];
        if (local?.eliminated.includes(choice.id))
          session.change(question, { eliminated: local.eliminated.filter((id) => id !== choice.id) });
        session.change(question, { answer: choice.id });
        return true;
      }
    }
  };
  useShortcuts(onShortcut);

  const submit = async () => {
    const ok = await session.submitModule();
    if (ok) setDialog(null);
  };
  const submitError =
    state.actionError === 'unsaved_answers'
      ? t('submit.unsaved')
      : state.actionError && state.busy === null && dialog === 'submit'
        ? t('submit.failed')
        : null;

  const toolButtons = (
    <>
      {tools.highlighter ? (
        <ToolButton
          label={t('tools.highlights')}
          icon={<PenIcon />}
          pressed={highlighting}
          onClick={() => setHighlighting((h) => !h)}
        />
      ) : null}
      {tools.calculator ? (
        <ToolButton
          label={t('tools.calculator')}
          icon={<CalculatorIcon />}
          pressed={open.calculator}
          onClick={() => toggleTool('calculator')}
        />
      ) : null}
      {tools.reference ? (
        <ToolButton
          label={t('tools.reference')}
          icon={<FormulaIcon />}
          pressed={open.reference}
          onClick={() => toggleTool('reference')}
        />
      ) : null}
      {variant.masker ? (
        <ToolButton
          label={t('masker.toggle')}
          icon={<EyeIcon off={masked} />}
          pressed={masked}
          onClick={() => setMasked((m) => !m)}
        />
      ) : null}
      {practice && view.phase === 'module' ? (
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => void session.pause()}
          disabled={state.busy !== null || readOnly}
        >
          {t('practice.pause')}
        </button>
      ) : null}
      {endsTest ? (
        <button type="button" className={styles.outlineButton} onClick={() => setDialog('submit')} disabled={readOnly}>
          {t('submit.endTest')}
        </button>
      ) : null}
      <Menu
        label={t('more.label')}
        icon={<MoreIcon />}
        items={[
          {
            id: 'line',
            label: t('more.lineReader'),
            checked: open.lineReader,
            onSelect: () => toggleTool('lineReader'),
          },
          { id: 'zin', label: t('more.zoomIn'), onSelect: () => zoomBy('in'), disabled: prefs.zoom >= 2 },
          { id: 'zout', label: t('more.zoomOut'), onSelect: () => zoomBy('out'), disabled: prefs.zoom <= 0.8 },
          {
            id: 'zreset',
            label: t('more.zoomReset', { percent: Math.round(prefs.zoom * 100) }),
            onSelect: () => zoomBy('reset'),
          },
          { id: 'keys', label: t('more.shortcuts'), onSelect: () => setDialog('shortcuts') },
        ]}
      />
    </>
  );

  const passage = question?.passage?.kind === 'text' ? question.passage : null;
  const column = question ? (
    <QuestionColumn
      session={session}
      question={question}
      number={number}
      local={answers[question.id]}
      variant={variant}
      readOnly={readOnly}
      practice={practice && prefs.layout !== 'strict'}
      eliminatorOn={eliminatorOn}
      onToggleEliminator={() => setEliminatorOn((on) => !on)}
      masked={masked}
      checkResult={checks[question.id] ?? null}
      onCheckResult={(result) => setChecks((c) => ({ ...c, [result.questionId]: result }))}
    />
  ) : null;

  const zoomStyle = { '--pw-zoom': prefs.zoom } as CSSProperties;
  return (
    <div className={`${styles.runner} ${prefs.layout === 'strict' ? styles.strict : styles.comfortable}`}>
      {/* While paused, the questions are covered and out of reach (inert) until Resume. */}
      <div className={styles.contents} inert={view.phase === 'paused'}>
        <TopBar
          session={session}
          title={title}
          onDirections={() => setDialog('directions')}
          clockLabel={t(endsTest ? 'timer.labelTest' : 'timer.labelModule')}
          tools={toolButtons}
        />
        <SessionBanner session={session} />
        {state.timeOver ? (
          <div className={styles.noticeBar} role="status">
            {t('timer.timeOver')}
          </div>
        ) : null}
        {sectionTabs}
        <main
          className={styles.main}
          style={zoomStyle}
          aria-label={question ? t('question.label', { number }) : t('review.title')}
        >
          {nav.onReview ? (
            <ReviewPage
              title={title}
              questions={questions}
              answers={answers}
              onPick={nav.goTo}
              markWord={variant.markWord}
            />
          ) : passage && question ? (
            <SplitPane
              percent={split}
              onPercent={setSplit}
              rightKey={question.id}
              leftLabel={t('split.passage')}
              rightLabel={t('split.question')}
              left={<PassageView key={passage.id} passage={passage} userExamId={view.id} highlighting={highlighting} />}
              right={column}
            />
          ) : (
            <div key={question?.id} className={styles.single}>
              {column}
            </div>
          )}
        </main>
        {/* Moving to another question is announced once, politely (focus stays on Back/Next). */}
        <div className={shared.srOnly} aria-live="polite" aria-atomic="true">
          {question ? t('nav.questionOf', { number, total: overallTotal ?? questions.length }) : t('review.title')}
        </div>
        <BottomBar
          position={nav.onReview ? null : { number, total: overallTotal ?? questions.length }}
          onNavigator={() => setDialog('navigator')}
          onBack={nav.index > 0 ? nav.previous : null}
          onNext={goNext}
          nextLabel={
            nav.onReview ? t('nav.submitModule') : isLast && !variant.hasReviewPage ? t('submit.endTest') : undefined
          }
        />
        <NavigatorDialog
          open={dialog === 'navigator'}
          onClose={() => setDialog(null)}
          title={t('nav.title', { title })}
          questions={questions}
          answers={answers}
          current={nav.onReview ? -1 : nav.index}
          onPick={nav.goTo}
          onReview={variant.hasReviewPage ? nav.review : undefined}
          markWord={variant.markWord}
          firstNumber={firstNumber}
        />
        <DirectionsDialog
          open={dialog === 'directions'}
          onClose={() => setDialog(null)}
          kind={variant.kind}
          section={section}
          title={title}
        />
        <ShortcutsDialog open={dialog === 'shortcuts'} onClose={() => setDialog(null)} />
        <SubmitDialog
          open={dialog === 'submit'}
          onClose={() => setDialog(null)}
          onConfirm={() => void submit()}
          busy={state.busy === 'submitting'}
          counts={submitCounts}
          endsTest={endsTest}
          error={submitError}
        />
        <ToolsLayer open={open} onClose={toggleTool} />
      </div>
      {view.phase === 'paused' ? (
        <PausedOverlay onResume={() => void session.resume()} busy={state.busy !== null} />
      ) : null}
    </div>
  );
}
