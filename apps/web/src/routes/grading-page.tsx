import { GradingScreen } from '../features/grading/grading-screen.tsx';

/** /educator/grading: the teachers' grading queue. */
export function GradingPage() {
  return <GradingScreen />;
}
