import type { ExamKind } from '@prepwell/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { runnerApi } from '../runner-api.ts';
import { runnerI18n } from '../runner-i18n.ts';
import { resultPath } from '../runner-route.ts';
import { displaySeconds, REFRESH_EVERY_MS, remainingAt } from '../sync/clock.ts';
import type { SyncState } from '../sync/sync-engine.ts';
import { AttemptSession, type SessionState } from './attempt-session.ts';
import { probeHealth } from '../sync/health-probe.ts';
import { localStorageHoldMemory, sessionStorageEpochMemory } from './session-claim.ts';
import { broadcastPresence } from './tab-presence.ts';

const FOCUS_REFRESH_MIN_MS = 5_000;
/** How often a visible tab checks whether its heartbeat is due (the session decides; saves count as signs of life). */
const HEARTBEAT_CHECK_MS = 2_000;
/** How often a visible read-only tab checks whether it is due to read the attempt again (the session decides). */
const WATCH_TICK_MS = 1_000;

const isVisible = () => document.visibilityState === 'visible';

/**
 * Creates the tab's session for an attempt and wires the browser to it: load (open, or watch read-only
 * while another tab holds a live session) and open again on return, a heartbeat while visible, leave
 * when hidden or closed (keepalive), refresh the clock periodically and on focus/online, retry saves
 * when back online, end the module when its clock reaches zero, and warn before leaving a running module.
 */
export function useAttemptSession(kind: ExamKind, userExamId: string): AttemptSession {
  const [session] = useState(
    () =>
      new AttemptSession(
        userExamId,
        runnerApi,
        () => performance.now(),
        () => {
          leaving = true;
          window.location.assign(resultPath(kind, userExamId));
        },
        sessionStorageEpochMemory(userExamId),
        { hold: localStorageHoldMemory(userExamId), presence: broadcastPresence(userExamId) },
        isVisible,
        { probe: probeHealth, online: () => navigator.onLine },
      ),
  );

  useEffect(() => {
    let left = false;
    let lastRefresh = performance.now();
    const refresh = () => {
      lastRefresh = performance.now();
      void session.reload();
    };
    const onHidden = () => {
      if (left) return;
      left = true;
      session.leave();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHidden();
      else if (left && !session.getState().stale) {
        left = false;
        void session.returned();
      }
    };
    const onOnline = () => {
      session.engine.wake();
      refresh();
    };
    const onFocus = () => {
      if (performance.now() - lastRefresh > FOCUS_REFRESH_MIN_MS) refresh();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const { view, stale } = session.getState();
      if (leaving || stale || view?.status !== 'in_progress' || view.phase !== 'module') return;
      event.preventDefault();
      event.returnValue = runnerI18n.t('runner:leave.warning');
    };
    const periodic = window.setInterval(() => {
      if (document.visibilityState === 'visible' && performance.now() - lastRefresh >= REFRESH_EVERY_MS - 1000)
        refresh();
    }, REFRESH_EVERY_MS / 4);
    const heartbeat = window.setInterval(() => {
      if (document.visibilityState === 'visible' && !left) void session.heartbeat();
    }, HEARTBEAT_CHECK_MS);
    // Read-only: the server's answers stay current, and the tab continues by itself once the other session lapsed.
    const watch = window.setInterval(() => {
      if (isVisible()) void session.watchTick();
    }, WATCH_TICK_MS);
    // Another tab of this device asks whether this one holds the attempt (it then does not take over).
    const stopAnswering = broadcastPresence(userExamId).answer((epoch) => session.holds(epoch));
    // The clock reaching zero: the module ends (submit, idempotent) or the break is over (read the next phase).
    let firedFor: object | null = null;
    const zeroWatch = window.setInterval(() => {
      const anchor = session.getAnchor();
      const { view } = session.getState();
      if (!anchor.running || firedFor === anchor || !view || remainingAt(anchor, performance.now()) > 0) return;
      firedFor = anchor;
      if (view.phase === 'module') void session.timeUp();
      else if (view.phase === 'break') void session.phaseClockEnded();
    }, 250);

    void session.load();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHidden);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHidden);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.clearInterval(periodic);
      window.clearInterval(heartbeat);
      window.clearInterval(watch);
      stopAnswering();
      window.clearInterval(zeroWatch);
      session.dispose();
    };
  }, [session, userExamId]);

  return session;
}

/** Set when the runner itself leaves the page (to the result): no "leave the test?" warning then. */
let leaving = false;
export const markLeaving = (): void => {
  leaving = true;
};

export const useSessionState = (session: AttemptSession): SessionState =>
  useSyncExternalStore(session.subscribe, session.getState);

export const useSyncState = (session: AttemptSession): SyncState =>
  useSyncExternalStore(session.engine.subscribe, session.engine.getState);

/** Seconds left on the running clock (module, test or break), updated four times a second. */
export function useRemainingSeconds(session: AttemptSession): number {
  const anchor = useSyncExternalStore(session.subscribeClock, session.getAnchor);
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!anchor.running) return;
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, [anchor]);
  return displaySeconds(remainingAt(anchor, Math.max(now, anchor.at)));
}
