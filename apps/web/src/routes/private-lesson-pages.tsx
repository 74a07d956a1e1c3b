import {
  EducatorPrivateLessonsScreen,
  FamilyPrivateLessonsScreen,
} from '../features/private-lessons/private-lessons-screens.tsx';

/** `/private-lessons`: students and parents request private lessons and follow their answers (issue 19). */
export function FamilyPrivateLessonsPage() {
  return <FamilyPrivateLessonsScreen />;
}

/** `/educator/private-lessons`: teachers and admins answer the requests. */
export function EducatorPrivateLessonsPage() {
  return <EducatorPrivateLessonsScreen />;
}
