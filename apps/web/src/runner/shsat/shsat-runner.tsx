import type { UserExamView } from '@prepwell/contracts';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../module/module.module.css';
import { ModuleRunner } from '../module/module-runner.tsx';
import { countUnanswered } from '../module/unanswered.ts';
import { VARIANTS } from '../module/variant.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSyncState } from '../session/use-attempt-session.ts';
import { shsatSections } from './shsat-sections.ts';

/**
 * The SHSAT runner: one 180-minute clock for the whole test (view.clock === 'test'), ELA and Math as tabs
 * taken in any order, a navigator per section, grid-in items (SHSAT format), and one submit that ends the
 * test after a confirmation listing the unanswered questions of each section.
 */
export function ShsatRunner({ session, view }: { session: AttemptSession; view: UserExamView }) {
  const { t } = useTranslation('runner');
  const { answers } = useSyncState(session);
  const sections = shsatSections(view.current?.questions ?? [], view.plan);
  const tabKey = `pw.runner.shsat-tab.${view.id}`;
  const [tab, setTab] = useState<string | null>(() => {
    try {
      return window.localStorage.getItem(tabKey);
    } catch {
      return null;
    }
  });
  const active = sections.find((s) => s.sectionId === tab) ?? sections[0];
  useEffect(() => {
    if (!active) return;
    try {
      window.localStorage.setItem(tabKey, active.sectionId);
    } catch {
      /* ignore */
    }
  }, [active, tabKey]);
  if (!view.current || !active) return null;

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = sections[(index + step + sections.length) % sections.length];
    if (next) {
      setTab(next.sectionId);
      document.getElementById(`shsat-tab-${next.sectionId}`)?.focus();
    }
  };

  const tabs = (
    <div className={styles.tabs} role="tablist" aria-label={t('shsat.sections')}>
      {sections.map((s, index) => {
        const answered = s.questions.length - countUnanswered(s.questions, answers);
        const selected = s.sectionId === active.sectionId;
        return (
          <button
            key={s.sectionId}
            id={`shsat-tab-${s.sectionId}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => setTab(s.sectionId)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            <span>{s.title}</span>
            <span className={styles.tabCount}>{t('shsat.answered', { answered, total: s.questions.length })}</span>
          </button>
        );
      })}
    </div>
  );

  return (
    <ModuleRunner
      session={session}
      view={view}
      variant={VARIANTS.shsat}
      questions={active.questions}
      scope={`${view.id}.${active.sectionId}`}
      title={`${view.test.title} · ${active.title}`}
      section={active.section}
      firstNumber={active.firstNumber}
      sectionTabs={tabs}
      submitCounts={sections.map((s) => ({
        label: s.title,
        unanswered: countUnanswered(s.questions, answers),
        total: s.questions.length,
      }))}
      endsTest
      overallTotal={view.current.questions.length}
    />
  );
}
