import type { UserExamView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { SectionDirections } from '../module/section-directions.tsx';
import { toolsFor } from '../module/variant.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState } from '../session/use-attempt-session.ts';
import { SessionBanner } from '../shell/stale-banner.tsx';
import styles from './phases.module.css';
import { currentStep, moduleTitle, sectionName } from './titles.ts';

/** Phase `ready`: the module's directions (title, minutes, questions, tools) and Start, which starts its clock. */
export function ReadyScreen({ session, view }: { session: AttemptSession; view: UserExamView }) {
  const { t } = useTranslation('runner');
  const state = useSessionState(session);
  const current = view.current;
  if (!current) return null;
  const step = currentStep(view);
  const testClock = view.clock === 'test';
  const minutes = Math.round(current.timeLimitSeconds / 60);
  const questions = testClock ? view.plan.reduce((sum, s) => sum + s.questionCount, 0) : (step?.questionCount ?? 0);
  const kind = view.test.kind;
  const tools = kind === 'toefl' ? null : toolsFor(kind, current.section);
  const toolNames = tools
    ? [
        tools.highlighter && t('tools.highlights'),
        tools.calculator && t('tools.calculator'),
        tools.reference && t('tools.reference'),
        t('more.lineReader'),
      ]
        .filter(Boolean)
        .join(t('common.listSeparator'))
    : '';
  const sections = testClock ? [...new Map(view.plan.map((s) => [s.sectionId, s])).values()] : [];
  return (
    <div className={styles.page}>
      <SessionBanner session={session} />
      <main className={styles.main} aria-labelledby="ready-title">
        <p className={styles.kicker}>{view.test.title}</p>
        <h1 id="ready-title" className={styles.title}>
          {moduleTitle(t, view)}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('ready.time')}</dt>
            <dd>{t('ready.minutes', { count: minutes })}</dd>
          </div>
          <div>
            <dt>{t('ready.questions')}</dt>
            <dd>{questions}</dd>
          </div>
          {toolNames ? (
            <div>
              <dt>{t('ready.tools')}</dt>
              <dd>{toolNames}</dd>
            </div>
          ) : null}
          {view.mode === 'practice' ? (
            <div>
              <dt>{t('ready.mode')}</dt>
              <dd>{t('ready.practiceMode')}</dd>
            </div>
          ) : null}
        </dl>
        <section className={styles.directions} aria-label={t('directions.label')}>
          {testClock ? (
            <>
              <p>{t('ready.testClock', { minutes })}</p>
              {sections.map((s) => (
                <div key={s.sectionId}>
                  <h2 className={styles.subTitle}>{sectionName(t, view.test.kind, s)}</h2>
                  <SectionDirections kind={kind} section={s.section} />
                </div>
              ))}
            </>
          ) : (
            <SectionDirections kind={kind} section={current.section} />
          )}
          <p>{t('ready.clockNote')}</p>
        </section>
        {state.actionError ? (
          <p className={styles.error} role="alert">
            {t('errors.action')}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.startButton}
          onClick={() => void session.startModule()}
          disabled={state.busy !== null || state.stale}
        >
          {state.busy === 'starting' ? t('ready.starting') : t('ready.start')}
        </button>
      </main>
    </div>
  );
}
