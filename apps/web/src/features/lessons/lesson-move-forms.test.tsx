import type { LessonDetail, LessonSeriesView } from '@prepwell/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { MoveLessonForm, OneOffLessonForm } from './lesson-form.tsx';
import { localOfInstant } from './lesson-times.ts';
import { SeriesEditForm } from './series-form.tsx';

// Issue 19: moving one lesson, adding a one-off lesson, changing the rest of a series — and the API's errors.

const LESSON_ID = '5f0c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const CLASS_ID = '0b4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const SERIES_ID = '7a4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const TESS = { id: 'c1b2c3d4-0000-4000-8000-000000000001', name: 'Tess Teacher' };
const OMAR = { id: 'c1b2c3d4-0000-4000-8000-000000000002', name: 'Omar Owner' };

const lesson: LessonDetail = {
  id: LESSON_ID,
  kind: 'class',
  title: 'Reading',
  class_id: CLASS_ID,
  class_name: 'SAT Spring',
  series_id: SERIES_ID,
  starts_at: '2026-12-03T16:00:00.000Z',
  ends_at: '2026-12-03T17:00:00.000Z',
  status: 'scheduled',
  teacher: TESS,
  room: 'Room 1',
  online_url: null,
  attendance_taken: false,
  students: [],
  notes: '',
  materials: [],
  can_manage: true,
  attendance_taken_at: null,
  roster: [],
};

const setLocal = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('the move form', () => {
  it('moves the lesson keeping its length, to another room and teacher', async () => {
    const api = stubFetch({ [`PATCH /api/lessons/${LESSON_ID}`]: { body: lesson } });
    const page = renderPage(<MoveLessonForm lesson={lesson} teachers={[TESS, OMAR]} onDone={() => undefined} />);
    expect(screen.getByLabelText(/^Starts/)).toHaveValue(localOfInstant(lesson.starts_at));
    setLocal('Starts', '2026-12-04T10:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2026-12-04T11:00');
    await page.user.clear(screen.getByRole('textbox', { name: 'Room' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Room' }), 'Room 9');
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Teacher' }), OMAR.id);
    await page.user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.to(`PATCH /api/lessons/${LESSON_ID}`)).toHaveLength(1));
    expect(api.to(`PATCH /api/lessons/${LESSON_ID}`)[0]!.body).toEqual({
      starts_at: new Date('2026-12-04T10:00').toISOString(),
      ends_at: new Date('2026-12-04T11:00').toISOString(),
      room: 'Room 9',
      online_url: '',
      teacher_id: OMAR.id,
    });
  });

  it('shows the server’s clash with when the other lesson starts', async () => {
    stubFetch({
      [`PATCH /api/lessons/${LESSON_ID}`]: errorReply(409, 'teacher_busy', {
        details: { clashes: [{ startsAt: '2026-12-04T10:30:00.000Z', endsAt: '2026-12-04T11:30:00.000Z' }] },
      }),
    });
    const page = renderPage(<MoveLessonForm lesson={lesson} teachers={[TESS]} onDone={() => undefined} />);
    setLocal('Starts', '2026-12-04T10:00');
    await page.user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/Server message for teacher_busy The other lesson starts /)).toBeInTheDocument();
  });

  it('refuses an end before the start without asking the server, and puts the server’s time errors on the end', async () => {
    const api = stubFetch({ [`PATCH /api/lessons/${LESSON_ID}`]: errorReply(422, 'lesson_times_invalid') });
    const page = renderPage(<MoveLessonForm lesson={lesson} teachers={[TESS]} onDone={() => undefined} />);
    setLocal('Ends', localOfInstant('2026-12-03T15:00:00.000Z'));
    await page.user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    setLocal('Ends', localOfInstant('2026-12-03T18:00:00.000Z'));
    await page.user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Server message for lesson_times_invalid')).toBeInTheDocument();
  });

  it('a private lesson keeps its teacher (no teacher field)', () => {
    stubFetch({});
    renderPage(
      <MoveLessonForm lesson={{ ...lesson, kind: 'private', class_id: null }} teachers={[]} onDone={() => undefined} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
  });
});

describe('the one-lesson form', () => {
  it('adds a lesson of the class with its teacher; outside the teacher’s hours shows on the start', async () => {
    const api = stubFetch({
      [`POST /api/classes/${CLASS_ID}/lessons`]: errorReply(422, 'outside_teacher_hours'),
    });
    const page = renderPage(<OneOffLessonForm classId={CLASS_ID} teachers={[TESS]} onDone={() => undefined} />);
    await page.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Trial');
    setLocal('Starts', '2026-12-05T09:00');
    await page.user.click(screen.getByRole('button', { name: 'Add the lesson' }));
    await waitFor(() => expect(api.to(`POST /api/classes/${CLASS_ID}/lessons`)).toHaveLength(1));
    expect(api.to(`POST /api/classes/${CLASS_ID}/lessons`)[0]!.body).toMatchObject({
      title: 'Trial',
      starts_at: new Date('2026-12-05T09:00').toISOString(),
      ends_at: new Date('2026-12-05T10:00').toISOString(),
      teacher_id: TESS.id,
    });
    expect(await screen.findByText('Server message for outside_teacher_hours')).toBeInTheDocument();
  });
});

const series: LessonSeriesView = {
  id: SERIES_ID,
  class_id: CLASS_ID,
  title: 'Reading',
  teacher_id: TESS.id,
  teacher_name: TESS.name,
  weekdays: [1, 3],
  start_time: '16:00',
  duration_minutes: 60,
  time_zone: 'America/New_York',
  starts_on: '2026-01-05',
  ends_on: '2027-01-29',
  room: null,
  online_url: null,
  lesson_count: 40,
};

describe('the rest-of-the-series form', () => {
  it('sends the new rule from a date; a clash names its day', async () => {
    const api = stubFetch({
      [`PATCH /api/lesson-series/${SERIES_ID}`]: errorReply(409, 'teacher_busy', {
        details: { date: '2026-12-09', clashes: [] },
      }),
    });
    const page = renderPage(<SeriesEditForm series={series} teachers={[TESS]} onDone={() => undefined} />);
    setLocal('From', '2026-12-07');
    await page.user.clear(screen.getByLabelText(/Start time/));
    await page.user.type(screen.getByLabelText(/Start time/), '17:30');
    await page.user.click(screen.getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(api.to(`PATCH /api/lesson-series/${SERIES_ID}`)).toHaveLength(1));
    expect(api.to(`PATCH /api/lesson-series/${SERIES_ID}`)[0]!.body).toMatchObject({
      from: '2026-12-07',
      weekdays: [1, 3],
      start_time: '17:30',
      teacher_id: TESS.id,
    });
    expect(
      await screen.findByText(/Server message for teacher_busy The clash is on December 9, 2026\./),
    ).toBeInTheDocument();
  });
});
