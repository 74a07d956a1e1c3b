import { overlappingSlots, slotEndsAfterStart } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { renderPrivateLessonMail } from './private-lessons.mail.ts';
import { actorKindOf, canAnswer, canCancel, canRespondToCounter, relationTo } from './private-lessons.policy.ts';

const role = (...names: string[]) => names.map((name) => ({ name }));
const admin = { id: 'a', roles: role('organization_admin') };
const superAdmin = { id: 'sa', roles: role('super_admin') };
const teacher = { id: 't', roles: role('teacher') };
const parent = { id: 'p', roles: role('parent') };
const student = { id: 's', roles: [] };
const addressed = { studentId: 's', teacherId: 't', status: 'pending' };
const anyTeacher = { studentId: 's', teacherId: null, status: 'pending' };
const none = new Set<string>();

describe('who relates to a private-lesson request', () => {
  it('admins and the addressed teacher answer; any teacher answers an "any" request; others do not see it', () => {
    expect(actorKindOf(admin)).toBe('admin');
    expect(actorKindOf(superAdmin)).toBe('admin');
    expect(relationTo(admin, addressed, none)).toBe('educator');
    expect(relationTo(teacher, addressed, none)).toBe('educator');
    expect(relationTo({ ...teacher, id: 'other' }, addressed, none)).toBeNull();
    expect(relationTo({ ...teacher, id: 'other' }, anyTeacher, none)).toBe('educator');
  });

  it('the student and a linked parent are the family; another parent or student sees nothing', () => {
    expect(relationTo(student, addressed, none)).toBe('family');
    expect(relationTo({ ...student, id: 'x' }, addressed, none)).toBeNull();
    expect(relationTo(parent, addressed, new Set(['s']))).toBe('family');
    expect(relationTo(parent, addressed, new Set(['other-child']))).toBeNull();
  });

  it('each answer needs its status', () => {
    expect(canAnswer('educator', addressed)).toBe(true);
    expect(canAnswer('family', addressed)).toBe(false);
    for (const status of ['countered', 'accepted', 'declined', 'cancelled'])
      expect(canAnswer('educator', { ...addressed, status })).toBe(false);
    expect(canRespondToCounter('family', { ...addressed, status: 'countered' })).toBe(true);
    expect(canRespondToCounter('family', addressed)).toBe(false);
    expect(canCancel('family', addressed)).toBe(true);
    expect(canCancel('family', { ...addressed, status: 'countered' })).toBe(true);
    expect(canCancel('family', { ...addressed, status: 'accepted' })).toBe(false);
    expect(canCancel('educator', addressed)).toBe(false);
  });
});

describe('available hours rules (contracts)', () => {
  it('a row starts before it ends; rows of one weekday may touch but not overlap', () => {
    expect(slotEndsAfterStart({ start_time: '09:00', end_time: '12:00' })).toBe(true);
    expect(slotEndsAfterStart({ start_time: '12:00', end_time: '12:00' })).toBe(false);
    expect(slotEndsAfterStart({ start_time: '20:00', end_time: '24:00' })).toBe(true);
    expect(slotEndsAfterStart({ start_time: '24:00', end_time: '24:00' })).toBe(false);
    const rows = [
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 1, start_time: '12:00', end_time: '14:00' },
      { weekday: 2, start_time: '10:00', end_time: '11:00' },
      { weekday: 1, start_time: '13:30', end_time: '15:00' },
    ];
    expect(overlappingSlots(rows)).toEqual([3]);
  });
});

describe('private-lesson e-mails', () => {
  it('are written in the recipient’s language with the times in the named zone, and escape what people typed', () => {
    const mail = renderPrivateLessonMail({
      kind: 'requested',
      lang: 'cn',
      to: 't@example.test',
      brand: { name: 'Centre', themeColor: '#224488' },
      zone: 'Asia/Shanghai',
      student: 'Sam <b>',
      teacher: 'Tom',
      subject: 'Math\nExtra',
      times: [{ startsAt: '2026-12-01T08:00:00.000Z', endsAt: '2026-12-01T09:00:00.000Z' }],
      note: 'Hi <script>',
      url: 'https://example.test/educator/private-lessons',
    });
    expect(mail.subject).toBe('新的私教课申请：Sam <b> 的Math Extra');
    expect(mail.text).toContain('16:00');
    expect(mail.text).toContain('(Asia/Shanghai)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;');
    expect(mail.html).toContain('lang="zh-Hans"');
  });
});
