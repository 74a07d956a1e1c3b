import { useParams, useSearchParams } from 'react-router';
import { JoinClassScreen } from '../features/learning/join-class-screen.tsx';
import { studentClassTabOf } from '../features/learning/learning-values.ts';
import { StudentClassListScreen } from '../features/learning/student-class-list-screen.tsx';
import { StudentClassScreen } from '../features/learning/student-class-screen.tsx';

/** /student/classes/list — the student's classes. */
export function StudentClassListPage() {
  return <StudentClassListScreen />;
}

/** /student/classes/join — by class code, or `?invite=<token>` from an invitation link. */
export function JoinClassPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim() || null;
  return <JoinClassScreen key={invite ?? ''} invite={invite} />;
}

/** /student/classes/:id/:tab — info, materials or tests of a joined class. */
export function StudentClassPage() {
  const { id = '', tab } = useParams();
  return <StudentClassScreen key={id} classId={id} tab={studentClassTabOf(tab)} />;
}
