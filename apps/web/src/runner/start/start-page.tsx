import type { ExamVersion, TestType, UserExamView } from '@prepwell/contracts';
import { systemChecksFor } from '@prepwell/contracts/light';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planMinutes } from '../phases/titles.ts';
import { isApiError } from '../../lib/api-error.ts';
import { runnerApi } from '../runner-api.ts';
import { getPrefs, setPrefs, useRunnerPrefs, type RunnerLayout } from '../runner-prefs.ts';
import { resultPath, type RunnerRoute } from '../runner-route.ts';
import { BootFailure } from '../shell/boot-failure.tsx';
import { Loading } from '../shell/loading.tsx';
import { chooseLayout, loadAccountLayout } from './account-settings.ts';
import styles from './start-page.module.css';

// Only tests with listening or speaking load the checks (the SAT's start page does not pay for them).
const SoundCheck = lazy(() => import('../toefl/sound-check.tsx').then((m) => ({ default: m.SoundCheck })));
const MicCheck = lazy(() => import('../toefl/mic-check.tsx').then((m) => ({ default: m.MicCheck })));

/** Digital SAT tests that route module 2 by module 1 (a drill or a single module is one fixed set of questions). */
const ADAPTIVE_TYPES: readonly TestType[] = ['full_mock', 'adaptive_exam'];

const versionKeyOf = (test: UserExamView['test']): string =>
  test.version === 'sat_digital' && !ADAPTIVE_TYPES.includes(test.type)
    ? 'start.version.sat_digital_fixed'
    : VERSION_KEYS[test.version];

const VERSION_KEYS: Record<ExamVersion, string> = {
  sat_digital: 'start.version.sat_digital',
  sat_paper: 'start.version.sat_paper',
  act_classic: 'start.version.act_classic',
  act_enhanced: 'start.version.act_enhanced',
  toefl_2019: 'start.version.toefl_2019',
  toefl_2023: 'start.version.toefl_2023',
  toefl_2026: 'start.version.toefl_2026',
  shsat: 'start.version.shsat',
};

/**
 * The start page (/sat/start/…, /shsat/start/…, /toefl/test/…/start): the test settings of the spec (the
 * version the test is written in; the layout, the account's and changeable here), the system check only
 * for a test that needs it (sound for listening or speaking, the microphone for speaking: TOEFL, never
 * the SAT, ACT or SHSAT), then Start.
 */
export function StartPage({ route, onStart }: { route: RunnerRoute; onStart(): void }) {
  const { t } = useTranslation('runner');
  const prefs = useRunnerPrefs();
  const [view, setView] = useState<UserExamView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [layoutNotSaved, setLayoutNotSaved] = useState(false);

  // The account's layout (test settings) wins over this device's last choice, unless the student picks one
  // here before it arrives; offline, the device's stays.
  const chosenHere = useRef(false);
  useEffect(() => {
    const abort = new AbortController();
    loadAccountLayout(abort.signal).then(
      (layout) => {
        if (layout && !chosenHere.current && getPrefs().layout !== layout) setPrefs({ layout });
      },
      () => undefined,
    );
    return () => abort.abort();
  }, []);

  useEffect(() => {
    let live = true;
    runnerApi.view(route.userExamId).then(
      (v) => {
        if (!live) return;
        if (v.status !== 'in_progress') window.location.assign(resultPath(v.test.kind, v.id));
        else setView(v);
      },
      (cause: unknown) => {
        if (live)
          setError(isApiError(cause) && cause.code === 'not_found' ? t('boot.notFound') : t('boot.failedAttempt'));
      },
    );
    return () => {
      live = false;
    };
  }, [route.userExamId, attempt, t]);

  if (error)
    return (
      <BootFailure
        message={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (!view) return <Loading />;

  // A test clock (SHSAT) is one time for everything; module clocks add up the modules taken.
  const minutes =
    view.clock === 'test' && view.current ? Math.round(view.current.timeLimitSeconds / 60) : planMinutes(view.plan);
  const started = view.plan.some((s) => s.status === 'done') || view.phase === 'module' || view.phase === 'paused';
  const checks = systemChecksFor(view.plan.map((s) => s.section));
  // The linear runners honour the layout (runner-prefs.ts); the TOEFL runner has one look, the exam's.
  const hasLayouts = view.test.kind !== 'toefl';
  const layouts: RunnerLayout[] = ['comfortable', 'strict'];

  return (
    <div className={styles.page}>
      <main className={styles.main} aria-labelledby="start-title">
        <p className={styles.kicker}>{t(`start.kind.${view.test.kind}`)}</p>
        <h1 id="start-title" className={styles.title}>
          {view.test.title}
        </h1>
        <p className={styles.lead}>{t('start.lead', { minutes })}</p>

        <section className={styles.card} aria-labelledby="settings-title">
          <h2 id="settings-title" className={styles.cardTitle}>
            {t('start.settings')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('start.versionLabel')}</dt>
              <dd>{t(versionKeyOf(view.test) as 'start.version.sat_digital')}</dd>
            </div>
            <div>
              <dt>{t('start.modeLabel')}</dt>
              <dd>{view.mode === 'practice' ? t('start.modePractice') : t('start.modeExam')}</dd>
            </div>
          </dl>
          {hasLayouts ? (
            <fieldset className={styles.layouts}>
              <legend>{t('start.layout')}</legend>
              {layouts.map((layout) => (
                <label
                  key={layout}
                  className={prefs.layout === layout ? `${styles.layout} ${styles.layoutOn}` : styles.layout}
                >
                  <input
                    type="radio"
                    name="layout"
                    value={layout}
                    checked={prefs.layout === layout}
                    onChange={() => {
                      chosenHere.current = true;
                      setLayoutNotSaved(false);
                      void chooseLayout(layout).then((saved) => setLayoutNotSaved(!saved));
                    }}
                  />
                  <span className={styles.layoutName}>{t(`start.layouts.${layout}.name`)}</span>
                  <span className={styles.layoutHint}>{t(`start.layouts.${layout}.hint`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {layoutNotSaved ? (
            <p className={styles.hint} role="status">
              {t('start.layoutNotSaved')}
            </p>
          ) : null}
        </section>

        {checks.sound ? (
          <section className={styles.card} aria-labelledby="check-title">
            <h2 id="check-title" className={styles.cardTitle}>
              {t('start.systemCheck')}
            </h2>
            <p className={styles.hint}>{checks.microphone ? t('start.checkSpeaking') : t('start.checkHint')}</p>
            <Suspense fallback={<p className={styles.hint}>{t('boot.loading')}</p>}>
              <div className={styles.checks}>
                <div className={styles.check}>
                  <h3 className={styles.checkTitle}>{t('start.sound')}</h3>
                  <SoundCheck />
                </div>
                {checks.microphone ? (
                  <div className={styles.check}>
                    <h3 className={styles.checkTitle}>{t('start.microphone')}</h3>
                    <MicCheck />
                  </div>
                ) : null}
              </div>
            </Suspense>
          </section>
        ) : null}

        <section className={styles.card} aria-labelledby="rules-title">
          <h2 id="rules-title" className={styles.cardTitle}>
            {t('start.rulesTitle')}
          </h2>
          <ul>
            <li>{t('start.rule1')}</li>
            <li>{t('start.rule2')}</li>
            <li>{t('start.rule3')}</li>
          </ul>
        </section>

        <div className={styles.actions}>
          <a className={styles.back} href={`/${view.test.kind}/list`}>
            {t('start.backToList')}
          </a>
          <button type="button" className={styles.start} onClick={onStart}>
            {started ? t('start.resume') : t('start.start')}
          </button>
        </div>
      </main>
    </div>
  );
}
