import type { Lang } from '@prepwell/contracts';

/** The words of a progress report's PDF and e-mail, in the reader's language (issue 20). */
export interface ProgressLabels {
  title: string;
  student: string;
  period: string;
  teacher: string;
  sentOn: string;
  attempts: string;
  test: string;
  completed: string;
  score: string;
  noAttempts: string;
  skills: string;
  skill: string;
  section: string;
  accuracy: string;
  noSkills: string;
  attendance: string;
  present: string;
  late: string;
  absent: string;
  excused: string;
  lessons: string;
  lesson: string;
  date: string;
  status: string;
  noLessons: string;
  comments: string;
  noComments: string;
  mailSubject: string;
  mailIntro: string;
  mailAction: string;
}

export const PROGRESS_LABELS: Record<Lang, ProgressLabels> = {
  en: {
    title: 'Progress report',
    student: 'Student',
    period: 'Period',
    teacher: 'Teacher',
    sentOn: 'Sent on',
    attempts: 'Tests taken',
    test: 'Test',
    completed: 'Completed',
    score: 'Score',
    noAttempts: 'No test was completed in this period.',
    skills: 'Skills',
    skill: 'Skill',
    section: 'Section',
    accuracy: 'Correct',
    noSkills: 'No scored questions in this period.',
    attendance: 'Attendance',
    present: 'Present',
    late: 'Late',
    absent: 'Absent',
    excused: 'Excused',
    lessons: 'Lessons',
    lesson: 'Lesson',
    date: 'Date',
    status: 'Attendance',
    noLessons: 'No attendance was taken in this period.',
    comments: 'Teacher’s comments',
    noComments: 'No comments.',
    mailSubject: '{{brand}}: progress report for {{student}} ({{period}})',
    mailIntro:
      '{{teacher}} has written a progress report for {{student}} covering {{period}}. It is attached as a PDF.',
    mailAction: 'Read it in your portal',
  },
  cn: {
    title: '学习进度报告',
    student: '学生',
    period: '时段',
    teacher: '老师',
    sentOn: '发送日期',
    attempts: '完成的测验',
    test: '测验',
    completed: '完成时间',
    score: '分数',
    noAttempts: '此时段内没有完成的测验。',
    skills: '技能',
    skill: '技能',
    section: '部分',
    accuracy: '答对',
    noSkills: '此时段内没有计分的题目。',
    attendance: '出勤',
    present: '出席',
    late: '迟到',
    absent: '缺席',
    excused: '请假',
    lessons: '课程',
    lesson: '课程',
    date: '日期',
    status: '出勤',
    noLessons: '此时段内没有出勤记录。',
    comments: '老师评语',
    noComments: '没有评语。',
    mailSubject: '{{brand}}：{{student}} 的学习进度报告（{{period}}）',
    mailIntro: '{{teacher}} 为 {{student}} 撰写了 {{period}} 的学习进度报告，PDF 已附在邮件中。',
    mailAction: '在家长中心查看',
  },
  tw: {
    title: '學習進度報告',
    student: '學生',
    period: '時段',
    teacher: '老師',
    sentOn: '寄出日期',
    attempts: '完成的測驗',
    test: '測驗',
    completed: '完成時間',
    score: '分數',
    noAttempts: '此時段內沒有完成的測驗。',
    skills: '技能',
    skill: '技能',
    section: '部分',
    accuracy: '答對',
    noSkills: '此時段內沒有計分的題目。',
    attendance: '出勤',
    present: '出席',
    late: '遲到',
    absent: '缺席',
    excused: '請假',
    lessons: '課程',
    lesson: '課程',
    date: '日期',
    status: '出勤',
    noLessons: '此時段內沒有出勤紀錄。',
    comments: '老師評語',
    noComments: '沒有評語。',
    mailSubject: '{{brand}}：{{student}} 的學習進度報告（{{period}}）',
    mailIntro: '{{teacher}} 為 {{student}} 撰寫了 {{period}} 的學習進度報告，PDF 已附在郵件中。',
    mailAction: '在家長中心查看',
  },
};

/** Fills `{{name}}` placeholders. */
export const fillLabel = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
