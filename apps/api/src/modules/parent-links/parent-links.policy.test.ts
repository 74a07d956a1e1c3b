import { describe, expect, it } from 'vitest';
import {
  linkPartyOf,
  mayAcceptLink,
  mayEnterCode,
  mayRemoveLink,
  maySeeLink,
  showsStudent,
  type LinkFacts,
} from './parent-links.policy.ts';

const pending: LinkFacts = { parentId: 'p', studentId: 's', status: 'pending' };
const accepted: LinkFacts = { ...pending, status: 'accepted' };

describe('parent-link rules', () => {
  it('names how the caller stands to a link; strangers are nobody (404)', () => {
    expect(linkPartyOf('s', pending, false)).toBe('student');
    expect(linkPartyOf('p', pending, false)).toBe('parent');
    expect(linkPartyOf('t', pending, true)).toBe('educator');
    expect(linkPartyOf('x', pending, false)).toBeNull();
    expect(maySeeLink(null)).toBe(false);
  });

  it('only the student accepts; the student, the parent and educators remove', () => {
    expect(mayAcceptLink('student')).toBe(true);
    for (const party of ['parent', 'educator', null] as const) expect(mayAcceptLink(party)).toBe(false);
    for (const party of ['student', 'parent', 'educator'] as const) expect(mayRemoveLink(party)).toBe(true);
    expect(mayRemoveLink(null)).toBe(false);
  });

  it('the code is entered by the parent of a pending link only', () => {
    expect(mayEnterCode('parent', pending)).toBe(true);
    expect(mayEnterCode('parent', accepted)).toBe(false);
    expect(mayEnterCode('student', pending)).toBe(false);
    expect(mayEnterCode('educator', pending)).toBe(false);
  });

  it('a parent learns who the student is only once the student accepted', () => {
    expect(showsStudent('parent', pending)).toBe(false);
    expect(showsStudent('parent', accepted)).toBe(true);
    expect(showsStudent('student', pending)).toBe(true);
    expect(showsStudent('educator', pending)).toBe(true);
  });
});
