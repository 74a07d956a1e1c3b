import { useParams } from 'react-router';
import {
  MeetingScreen,
  MeetingsScreen,
  MyFollowUpsScreen,
  NewMeetingScreen,
} from '../features/progress-meetings/meetings-screens.tsx';
import { ProgressReportEditor } from '../features/progress-meetings/progress-report-editor.tsx';
import {
  EducatorReportScreen,
  EducatorReportsScreen,
  FamilyReportScreen,
  FamilyReportsScreen,
} from '../features/progress-meetings/progress-report-screens.tsx';

/** `/educator/progress-reports`: the reports teachers and admins write (issue 20). */
export function EducatorProgressReportsPage() {
  return <EducatorReportsScreen />;
}

/** `/educator/progress-reports/new`: a new report (student, period, preview, comments). */
export function NewProgressReportPage() {
  return <ProgressReportEditor />;
}

/** `/educator/progress-reports/:id`: a draft to edit and send, or a sent report. */
export function EducatorProgressReportPage() {
  const { id = '' } = useParams();
  return <EducatorReportScreen key={id} id={id} />;
}

/** `/progress-reports`: a student's or parent's sent reports. */
export function FamilyProgressReportsPage() {
  return <FamilyReportsScreen />;
}

/** `/progress-reports/:id`: one sent report, with its PDF. */
export function FamilyProgressReportPage() {
  const { id = '' } = useParams();
  return <FamilyReportScreen key={id} id={id} />;
}

/** `/educator/meetings`: meeting logs. */
export function MeetingsPage() {
  return <MeetingsScreen />;
}

/** `/educator/meetings/new`. */
export function NewMeetingPage() {
  return <NewMeetingScreen />;
}

/** `/educator/meetings/:id`. */
export function MeetingPage() {
  const { id = '' } = useParams();
  return <MeetingScreen key={id} id={id} />;
}

/** `/educator/follow-ups`: the staff member's follow-ups. */
export function MyFollowUpsPage() {
  return <MyFollowUpsScreen />;
}
