import { SalaryBillDetailScreen } from '../features/salary/salary-bill-detail-screen.tsx';
import { MySalaryBillsScreen, SalaryBillsScreen } from '../features/salary/salary-bills-screen.tsx';
import { OwnBillingScreen, TeacherBillingScreen } from '../features/salary/teacher-billing-screens.tsx';

/** `/educator/salary-bills`: the tenant's salary bills (admins). */
export function SalaryBillsPage() {
  return <SalaryBillsScreen />;
}

/** `/educator/salary-bills/:id`: one bill (admins, or its own teacher). */
export function SalaryBillDetailPage() {
  return <SalaryBillDetailScreen />;
}

/** `/educator/my-salary-bills`: the teacher's own bills. */
export function MySalaryBillsPage() {
  return <MySalaryBillsScreen />;
}

/** `/educator/billing`: the teacher's own billing details. */
export function OwnBillingPage() {
  return <OwnBillingScreen />;
}

/** `/educator/teachers/:id/billing`: a teacher's billing details for admins (SSN masked, reveal logged). */
export function TeacherBillingPage() {
  return <TeacherBillingScreen />;
}
