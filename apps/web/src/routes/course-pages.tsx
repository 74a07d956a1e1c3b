import { CourseCreateScreen, CourseEditScreen } from '../features/courses/course-editor-screen.tsx';
import { CourseListScreen } from '../features/courses/course-list-screen.tsx';
import { CourseViewScreen } from '../features/courses/course-view-screen.tsx';
import { MyCoursesScreen } from '../features/courses/my-courses-screen.tsx';

/** `/educator/courses`: the courses an educator manages (issue 19). */
export function CourseListPage() {
  return <CourseListScreen />;
}

/** `/educator/courses/new`. */
export function CourseCreatePage() {
  return <CourseCreateScreen />;
}

/** `/educator/courses/:id`: edit a course, its sessions and placements. */
export function CourseEditPage() {
  return <CourseEditScreen />;
}

/** `/my-courses`: a student's courses with progress. */
export function MyCoursesPage() {
  return <MyCoursesScreen />;
}

/** `/courses/:id`: the course page. */
export function CourseViewPage() {
  return <CourseViewScreen />;
}
