import type { ClassLessonsView, LessonDetail, MaterialView } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { AttendanceForm } from './attendance-form.tsx';
import { LessonMaterialsForm, OneOffLessonForm } from './lesson-form.tsx';
import { SeriesForm } from './series-form.tsx';

// Issue 19: what a teacher does on the attendance form and the series form.

const LESSON_ID = '5f0c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const CLASS_ID = '0b4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const lesson: LessonDetail = {
  id: LESSON_ID,
  kind: 'class',
  title: 'Reading',
  class_id: CLASS_ID,
  class_name: 'SAT Spring',
  series_id: null,
  starts_at: '2026-11-26T16:00:00.000Z',
  ends_at: '2026-11-26T17:00:00.000Z',
  status: 'scheduled',
  teacher: { id: 'c1b2c3d4-0000-4000-8000-000000000001', name: 'Tess Teacher' },
  room: null,
  online_url: null,
  attendance_taken: false,
  students: [],
  notes: '',
  materials: [],
  can_manage: true,
  attendance_taken_at: null,
  roster: [
    {
      user_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Amy Chen',
      email: 'amy@example.test',
      status: null,
      note: '',
    },
    {
      user_id: 'a1b2c3d4-0000-4000-8000-000000000002',
      name: 'Ben Li',
      email: 'ben@example.test',
      status: null,
      note: '',
    },
  ],
};

describe('the attendance form', () => {
  it('sends only the marked students, with their notes', async () => {
    const api = stubFetch({
      [`PUT /api/lessons/${LESSON_ID}/attendance`]: {
        body: { ...lesson, attendance_taken_at: '2026-11-26T17:05:00.000Z' },
      },
    });
    const page = renderPage(<AttendanceForm lesson={lesson} />);
    const save = screen.getByRole('button', { name: 'Save attendance' });
    expect(save).toBeDisabled();
    const amy = screen.getByRole('radiogroup', { name: 'Attendance of Amy Chen' });
    await page.user.click(within(amy).getByLabelText('Late'));
    await page.user.type(screen.getByRole('textbox', { name: 'Note for Amy Chen' }), 'Bus');
    await page.user.click(save);
    await waitFor(() => expect(api.to(`PUT /api/lessons/${LESSON_ID}/attendance`)).toHaveLength(1));
    expect(api.to(`PUT /api/lessons/${LESSON_ID}/attendance`)[0]!.body).toEqual({
      entries: [{ user_id: lesson.roster[0]!.user_id, status: 'late', note: 'Bus' }],
    });
    expect(await screen.findByText('Attendance saved.')).toBeInTheDocument();
  });

  it('marks everyone present at once', async () => {
    const api = stubFetch({ [`PUT /api/lessons/${LESSON_ID}/attendance`]: { body: lesson } });
    const page = renderPage(<AttendanceForm lesson={lesson} />);
    await page.user.click(screen.getByRole('button', { name: 'Mark everyone present' }));
    await page.user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect((api.sent[0]!.body as { entries: { status: string }[] }).entries.map((e) => e.status)).toEqual([
      'present',
      'present',
    ]);
  });
});

const view: ClassLessonsView = {
  can_manage: true,
  time_zone: 'America/New_York',
  series: [],
  lessons: [],
  teachers: [{ id: 'c1b2c3d4-0000-4000-8000-000000000001', name: 'Tess Teacher' }],
};

describe('the series form', () => {
  it('shows a clash with its day, on the weekdays', async () => {
    stubFetch({
      [`POST /api/classes/${CLASS_ID}/lesson-series`]: errorReply(409, 'teacher_busy', {
        details: { date: '2026-12-03', clashes: [] },
      }),
    });
    const page = renderPage(<SeriesForm classId={CLASS_ID} view={view} onDone={() => undefined} />);
    await page.user.click(screen.getByRole('checkbox', { name: 'Thu' }));
    await page.user.click(screen.getByRole('button', { name: 'Add the series' }));
    expect(
      await screen.findByText(/Server message for teacher_busy The clash is on December 3, 2026\./),
    ).toBeInTheDocument();
  });

  it('puts a bad link on its field', async () => {
    stubFetch({
      [`POST /api/classes/${CLASS_ID}/lesson-series`]: errorReply(422, 'invalid_link', {
        fieldErrors: [{ path: 'online_url', message: 'The link is not valid.' }],
      }),
    });
    const page = renderPage(<SeriesForm classId={CLASS_ID} view={view} onDone={() => undefined} />);
    await page.user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await page.user.type(screen.getByLabelText('Online link'), 'ftp://x');
    await page.user.click(screen.getByRole('button', { name: 'Add the series' }));
    expect(await screen.findByText('The link is not valid.')).toBeInTheDocument();
  });
});

const WORKSHEET: MaterialView = {
  id: 'd1b2c3d4-0000-4000-8000-000000000009',
  category: 'general',
  title: 'Worksheet 3',
  description: null,
  link: null,
  file_name: 'worksheet-3.pdf',
  file_size: 1200,
  file_mime: 'application/pdf',
  file_url: `/api/classes/${CLASS_ID}/materials/d1b2c3d4-0000-4000-8000-000000000009/file`,
  ordering: 0,
  uploaded_at: '2026-11-01T10:00:00.000Z',
};

describe('a lesson’s materials', () => {
  it('adds a link and a class material to a new lesson, checking the link as the server does', async () => {
    const api = stubFetch({
      [`GET /api/classes/${CLASS_ID}/materials`]: { body: [WORKSHEET] },
      [`POST /api/classes/${CLASS_ID}/lessons`]: { body: lesson },
    });
    const page = renderPage(<OneOffLessonForm classId={CLASS_ID} teachers={view.teachers} onDone={() => undefined} />);
    await page.user.click(screen.getByRole('button', { name: 'Add a material' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Material 1: title' }), 'Practice set');
    await page.user.type(screen.getByRole('textbox', { name: 'Material 1: link' }), 'ftp://example.org/set');
    await page.user.click(screen.getByRole('button', { name: 'Add the lesson' }));
    expect(await screen.findByText('Use an http:// or https:// address.')).toBeInTheDocument();
    expect(api.to(`POST /api/classes/${CLASS_ID}/lessons`)).toHaveLength(0);

    await page.user.clear(screen.getByRole('textbox', { name: 'Material 1: link' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Material 1: link' }), 'https://example.org/set');
    // The second: one of the class's materials; its title comes from it, and it needs no link.
    await page.user.click(screen.getByRole('button', { name: 'Add a material' }));
    const source = await screen.findByRole('combobox', { name: 'Material 2: from' });
    await waitFor(() => expect(within(source).getByRole('option', { name: 'Worksheet 3' })).toBeInTheDocument());
    await page.user.selectOptions(source, WORKSHEET.id);
    expect(screen.getByRole('textbox', { name: 'Material 2: title' })).toHaveValue('Worksheet 3');
    expect(screen.queryByRole('textbox', { name: 'Material 2: link' })).toBeNull();
    // A third, added by mistake, is removed.
    await page.user.click(screen.getByRole('button', { name: 'Add a material' }));
    await page.user.click(screen.getByRole('button', { name: 'Remove material 3' }));

    await page.user.click(screen.getByRole('button', { name: 'Add the lesson' }));
    await waitFor(() => expect(api.to(`POST /api/classes/${CLASS_ID}/lessons`)).toHaveLength(1));
    expect(api.to(`POST /api/classes/${CLASS_ID}/lessons`)[0]!.body).toMatchObject({
      materials: [
        { title: 'Practice set', url: 'https://example.org/set' },
        { title: 'Worksheet 3', material_id: WORKSHEET.id },
      ],
    });
  });

  it('edits a lesson’s materials: removes one, changes another, and shows the server’s link error on its row', async () => {
    const withMaterials: LessonDetail = {
      ...lesson,
      kind: 'private',
      class_id: null,
      materials: [
        { title: 'Old notes', url: 'https://example.org/old', material_id: null },
        { title: 'Slides', url: 'https://example.org/slides', material_id: null },
      ],
    };
    let replies = 0;
    const api = stubFetch({
      [`PATCH /api/lessons/${LESSON_ID}`]: () =>
        replies++ === 0
          ? errorReply(422, 'invalid_link', {
              fieldErrors: [{ path: 'materials.0.url', message: 'The link is not valid.' }],
            })
          : { body: withMaterials },
    });
    let done = false;
    const page = renderPage(<LessonMaterialsForm lesson={withMaterials} onDone={() => (done = true)} />);
    // A private lesson has no class materials to choose from: links only.
    expect(screen.queryByRole('combobox', { name: 'Material 1: from' })).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Remove material 1' }));
    const title = screen.getByRole('textbox', { name: 'Material 1: title' });
    expect(title).toHaveValue('Slides');
    await page.user.type(title, ' (week 2)');
    await page.user.click(screen.getByRole('button', { name: 'Save materials' }));
    expect(await screen.findByText('The link is not valid.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Save materials' }));
    await waitFor(() => expect(done).toBe(true));
    expect(api.to(`PATCH /api/lessons/${LESSON_ID}`).map((r) => r.body)).toEqual([
      { materials: [{ title: 'Slides (week 2)', url: 'https://example.org/slides' }] },
      { materials: [{ title: 'Slides (week 2)', url: 'https://example.org/slides' }] },
    ]);
  });
});
