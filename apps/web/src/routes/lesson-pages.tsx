import { Id } from '@prepwell/contracts';
import { Navigate, useParams } from 'react-router';
import { CalendarScreen } from '../features/lessons/calendar-screen.tsx';
import { LessonDetailScreen } from '../features/lessons/lesson-detail-screen.tsx';

/** `/calendar` (every signed-in role, issue 19): the week and month views and the feed's address. */
export function CalendarPage() {
  return <CalendarScreen />;
}

/** `/lessons/:id`: one lesson; a malformed id is "not found" here rather than a 400 from the server. */
export function LessonPage() {
  const { id } = useParams();
  if (!id || !Id.safeParse(id).success) return <Navigate to="/404" replace />;
  return <LessonDetailScreen key={id} lessonId={id} />;
}
