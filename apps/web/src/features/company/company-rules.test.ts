import { describe, expect, it } from 'vitest';
import {
  canRemoveUser,
  companyPathOf,
  companyTabOf,
  isKnownAction,
  isValidPoints,
  moveCounterpart,
  signedPoints,
} from './company-rules.ts';
import { isUuid } from '../../lib/user-id-input.ts';

describe('company tabs', () => {
  it('keeps a known tab and shows the info for anything else', () => {
    expect(companyTabOf('points')).toBe('points');
    expect(companyTabOf('users')).toBe('users');
    expect(companyTabOf(undefined)).toBe('info');
    expect(companyTabOf('settings')).toBe('info');
  });
  it('builds the detail address with the tab', () => {
    expect(companyPathOf('abc')).toBe('/educator/company/detail/abc/info');
    expect(companyPathOf('a/b', 'classes')).toBe('/educator/company/detail/a%2Fb/classes');
  });
});

describe('canRemoveUser', () => {
  const me = { id: 'me' };
  it('offers removing students, teachers and parents', () => {
    expect(canRemoveUser({ id: 's', roles: [] }, me)).toBe(true);
    expect(canRemoveUser({ id: 't', roles: ['teacher', 'pro'] }, me)).toBe(true);
    expect(canRemoveUser({ id: 'p', roles: ['parent'] }, me)).toBe(true);
  });
  it('never offers removing oneself or an admin', () => {
    expect(canRemoveUser({ id: 'me', roles: ['teacher'] }, me)).toBe(false);
    expect(canRemoveUser({ id: 'a', roles: ['teacher', 'organization_admin'] }, me)).toBe(false);
    expect(canRemoveUser({ id: 'b', roles: ['super_admin'] }, me)).toBe(false);
    expect(canRemoveUser({ id: 'c', roles: ['super-admin'] }, me)).toBe(false);
  });
});

describe('points', () => {
  it('accepts whole amounts from 1 to 1,000,000', () => {
    expect(isValidPoints(1)).toBe(true);
    expect(isValidPoints(1_000_000)).toBe(true);
    for (const bad of [0, -5, 1.5, 1_000_001, '', '10', null, Number.NaN]) expect(isValidPoints(bad)).toBe(false);
  });
  it('sends a deduction as a negative amount', () => {
    expect(signedPoints(30, 'add')).toBe(30);
    expect(signedPoints(30, 'deduct')).toBe(-30);
  });
  it('names the other side of a move by its type', () => {
    const base = { class_name: 'Class A', user_name: 'Ann' };
    expect(moveCounterpart({ ...base, type: 'to_class' })).toBe('Class A');
    expect(moveCounterpart({ ...base, type: 'from_company' })).toBe('Class A');
    expect(moveCounterpart({ ...base, type: 'to_teacher' })).toBe('Ann');
    expect(moveCounterpart({ ...base, type: 'class_test' })).toBe('Class A · Ann');
    expect(moveCounterpart({ class_name: null, user_name: null, type: 'class_test' })).toBeNull();
    expect(moveCounterpart({ ...base, type: 'admin_grant' })).toBeNull();
    expect(moveCounterpart({ ...base, type: 'admin_deduct' })).toBeNull();
  });
});

describe('activity filters', () => {
  it('recognises a user id', () => {
    expect(isUuid(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301 ')).toBe(true);
    expect(isUuid('ann@example.com')).toBe(false);
  });
  it('names the actions it knows', () => {
    expect(isKnownAction('login')).toBe(true);
    expect(isKnownAction('class_created')).toBe(true);
    expect(isKnownAction('something_new')).toBe(false);
  });
});
