import { describe, expect, it } from 'vitest';
import { isPhone, toBasicInput, toStudentInput, uploadIdOf } from './profile-values.ts';

describe('profile values', () => {
  it('trims text and sends empty optional fields as cleared', () => {
    const input = toBasicInput({
      first_name: ' Ada ',
      last_name: 'L',
      username: '',
      email: ' A@B.TEST ',
      phone: '',
      facebook: ' ',
      line: 'x',
      wechat: '',
      skype: '',
    });
    expect(input).toEqual({
      first_name: 'Ada',
      last_name: 'L',
      email: 'a@b.test',
      phone: null,
      facebook: '',
      line: 'x',
      wechat: '',
      skype: '',
    });
  });

  it('turns grade and year strings into numbers or null', () => {
    expect(
      toStudentInput({
        school: 'S',
        grade_level: '11',
        phone: '5551234',
        address: '',
        prior_tests: '',
        graduation_year: '',
      }),
    ).toMatchObject({ grade_level: 11, graduation_year: null });
  });

  it('checks phones like the server', () => {
    expect(isPhone('+886 912-345-678')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('phone')).toBe(false);
  });

  it('finds the upload id in an avatar URL', () => {
    expect(uploadIdOf('/uploads/t1/0f8c.png')).toBe('0f8c');
    expect(uploadIdOf(null)).toBeNull();
  });
});

describe('student values', () => {
  it('keeps an empty grade as null (no option chosen)', () => {
    expect(
      toStudentInput({
        school: 'S',
        grade_level: null,
        phone: '5551234',
        address: '',
        prior_tests: '',
        graduation_year: 2027,
      }),
    ).toMatchObject({ grade_level: null, graduation_year: 2027 });
  });
});
