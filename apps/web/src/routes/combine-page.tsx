import { CombineScreen } from '../features/combine/combine-screen.tsx';

/** /exams/combine: completed attempts of different sections combined into one report. */
export function CombinePage() {
  return <CombineScreen />;
}
