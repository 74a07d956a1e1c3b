/**
 * Who may do what with a parent link (decision 0018). Pure rules, deny by default; a refusal is answered 404,
 * so nobody learns that a link (or a student) exists.
 */

export interface LinkFacts {
  parentId: string;
  studentId: string;
  status: 'pending' | 'accepted';
}

/** How the caller stands to a link: its student, its parent, an educator who may read the student, or nobody. */
export type LinkParty = 'student' | 'parent' | 'educator';

export const linkPartyOf = (actorId: string, link: LinkFacts, educatorMayReadStudent: boolean): LinkParty | null => {
  if (actorId === link.studentId) return 'student';
  if (actorId === link.parentId) return 'parent';
  return educatorMayReadStudent ? 'educator' : null;
};

/** Seeing a link: both people on it, and the student's educators. */
export const maySeeLink = (party: LinkParty | null): party is LinkParty => party !== null;

/** Accepting (or declining) a request is the student's own decision. */
export const mayAcceptLink = (party: LinkParty | null): boolean => party === 'student';

/** Removing a link: the student, the parent (who cancels their request or unlinks), the student's educators. */
export const mayRemoveLink = (party: LinkParty | null): boolean => party !== null;

/** Entering the student's one-time code: the parent of a pending link. */
export const mayEnterCode = (party: LinkParty | null, link: LinkFacts): boolean =>
  party === 'parent' && link.status === 'pending';

/**
 * What a viewer learns of the student on a link: a parent whose request is pending sees only the e-mail they
 * typed (no name, no id) until the student accepts.
 */
export const showsStudent = (party: LinkParty, link: LinkFacts): boolean =>
  !(party === 'parent' && link.status === 'pending');
