import { EnrollmentDetailScreen } from '../features/enrollments/enrollment-detail-screen.tsx';
import { EnrollmentForm } from '../features/enrollments/enrollment-form.tsx';
import { EnrollmentListScreen } from '../features/enrollments/enrollment-list-screen.tsx';
import { EnrollmentSuccess } from '../features/enrollments/enrollment-success.tsx';

/** `/enroll`: the tenant's public 3-step enrollment form (issue 19). */
export function EnrollPage() {
  return <EnrollmentForm />;
}

/** `/enroll/success`: after the form. */
export function EnrollSuccessPage() {
  return <EnrollmentSuccess />;
}

/** `/educator/enrollments`: the tenant's enrollments for its admins. */
export function EnrollmentListPage() {
  return <EnrollmentListScreen />;
}

/** `/educator/enrollments/:id`: one enrollment. */
export function EnrollmentDetailPage() {
  return <EnrollmentDetailScreen />;
}
