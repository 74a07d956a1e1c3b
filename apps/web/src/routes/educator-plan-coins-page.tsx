import { PlanCoinsScreen } from '../features/educator-admin/plan-coins-screen.tsx';

/** /educator/plan-coins — a company admin gives coins and Pro to its users (issue 17). */
export function EducatorPlanCoinsPage() {
  return <PlanCoinsScreen />;
}
