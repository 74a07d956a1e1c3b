import { ToeflHubScreen } from '../features/toefl-hub/toefl-hub-screen.tsx';

/** /toefl — the TOEFL hub (issue 17): the 2026 format, the band scale, the student's results, next steps. */
export function ToeflHubPage() {
  return <ToeflHubScreen />;
}
