import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runnerPath, type RunnerRoute } from '../runner-route.ts';
import { SingleModuleRunner } from '../module/single-module-runner.tsx';
import { VARIANTS } from '../module/variant.ts';
import { useAttemptSession, useSessionState } from '../session/use-attempt-session.ts';
import { ShsatRunner } from '../shsat/shsat-runner.tsx';
import { BootFailure } from '../shell/boot-failure.tsx';
import { Loading } from '../shell/loading.tsx';
import { BreakScreen } from './break-screen.tsx';
import { FollowOnNotice } from './follow-on-notice.tsx';
import { ReadyScreen } from './ready-screen.tsx';

/** The TOEFL runner (engineer B's module view: audio, recording) loads only for TOEFL. */
const ToeflRunner = lazy(() => import('../toefl-shell/toefl-runner.tsx').then((m) => ({ default: m.ToeflRunner })));

/**
 * /{kind}/test/…: opens the attempt (a new session epoch) and shows its phase: directions (`ready`), the
 * break, the module (or the paused practice module), or, once completed, the score report (full load).
 * In exam mode a module may follow the one before it with no `ready` between (decision 0032): the notice
 * says so over the new module.
 */
export function TestPage({ route }: { route: RunnerRoute }) {
  const { t } = useTranslation('runner');
  const session = useAttemptSession(route.kind, route.userExamId);
  const state = useSessionState(session);
  const view = state.view;
  const wrongKind = view !== null && view.test.kind !== route.kind;
  useEffect(() => {
    if (view && wrongKind)
      window.location.replace(
        runnerPath({ kind: view.test.kind, page: 'test', examId: view.examId, userExamId: view.id }),
      );
  }, [view, wrongKind]);

  if (!view) {
    if (state.loadError)
      return (
        <BootFailure
          onRetry={() => void session.open()}
          message={state.loadError === 'not_found' ? t('boot.notFound') : t('boot.failedAttempt')}
        />
      );
    return <Loading />;
  }
  if (view.status !== 'in_progress' || wrongKind) return <Loading text={t('boot.toResult')} />;
  switch (view.phase) {
    case 'ready':
      return <ReadyScreen session={session} view={view} />;
    case 'break':
      return <BreakScreen session={session} view={view} />;
    case 'module':
    case 'paused':
      switch (view.test.kind) {
        case 'sat':
        case 'act':
          // Keyed by module: the next module may follow straight on (exam mode), with nothing of this one's screen.
          return (
            <>
              <SingleModuleRunner
                key={view.current?.moduleId}
                session={session}
                view={view}
                variant={VARIANTS[view.test.kind]}
              />
              <FollowOnNotice session={session} view={view} />
            </>
          );
        case 'shsat':
          return <ShsatRunner session={session} view={view} />;
        case 'toefl':
          return <ToeflRunner session={session} view={view} />;
      }
      return null;
    case null:
      return <Loading />;
  }
}
