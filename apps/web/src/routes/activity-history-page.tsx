import { ActivityHistoryScreen } from '../features/activity-history/activity-history-screen.tsx';

/** /activity-history — the signed-in user's own activity (issue 17). */
export function ActivityHistoryPage() {
  return <ActivityHistoryScreen />;
}
