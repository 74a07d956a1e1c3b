import { useParams } from 'react-router';
import { EducatorStudentScreen } from '../features/learning/educator-student-screen.tsx';
import { EducatorStudentsScreen } from '../features/learning/educator-students-screen.tsx';

/** /educator/students — a teacher's student search. */
export function EducatorStudentsPage() {
  return <EducatorStudentsScreen />;
}

/** /educator/students/:id — one student's profile, classes, results, skills and tutor conversations. */
export function EducatorStudentPage() {
  const { id = '' } = useParams();
  return <EducatorStudentScreen key={id} studentId={id} />;
}
