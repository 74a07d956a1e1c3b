import { CollegeDirectoryScreen } from '../features/colleges/college-directory-screen.tsx';
import {
  CounselingReportEditorScreen,
  CounselingStudentScreen,
  EducatorCounselingScreen,
  FamilyCollegePlanScreen,
  FamilyCounselingReportScreen,
} from '../features/colleges/counseling-screens.tsx';

/** `/colleges`: the college directory (issue 20). */
export function CollegesPage() {
  return <CollegeDirectoryScreen />;
}

/** `/educator/counseling`: counselors pick a student; all counseling reports. */
export function EducatorCounselingPage() {
  return <EducatorCounselingScreen />;
}

/** `/educator/counseling/students/:studentId`: a student's target list and reports (counselor view). */
export function CounselingStudentPage() {
  return <CounselingStudentScreen />;
}

/** `/educator/counseling/reports/:id`: the counseling report editor. */
export function CounselingReportEditorPage() {
  return <CounselingReportEditorScreen />;
}

/** `/college-plan`: the student's (or a parent's child's) target list and sent reports. */
export function CollegePlanPage() {
  return <FamilyCollegePlanScreen />;
}

/** `/counseling-reports/:id`: a sent counseling report in the family's portal. */
export function CounselingReportPage() {
  return <FamilyCounselingReportScreen />;
}
