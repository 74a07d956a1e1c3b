import { isSuperAdmin, isTeacher, type MnemonicMediaKind, type MnemonicTechnique } from '@prepwell/contracts';

/**
 * Who may do what with vocabulary (pure). Everyone signed in reads the lists they see (the tenant's and
 * main's shared catalogue, by row-level security) and writes their own favourites, study events,
 * mnemonics and likes. Educators (teachers, organization admins) write their tenant's categories, lists
 * and words; a super admin acting on `main` writes the shared (is_public) ones. A shared row is read-only
 * to everyone else; another tenant's private row is never visible (RLS), so it is a 404 before this runs.
 */
export interface VocabActor {
  tenantId: string;
  userId: string;
  /** An educator of the tenant (or a super admin): writes categories, lists and words. */
  educator: boolean;
  /** A super admin acting on `main`: writes go to the shared catalogue (is_public). */
  writesShared: boolean;
}

export const vocabActorOf = (
  tenant: { id: string; slug: string },
  user: { id: string; roles: { name: string }[] },
): VocabActor => ({
  tenantId: tenant.id,
  userId: user.id,
  educator: isTeacher(user) || isSuperAdmin(user),
  writesShared: tenant.slug === 'main' && isSuperAdmin(user),
});

/** Whether the actor may change a visible category, list or word. */
export const canEditRow = (actor: VocabActor, row: { tenantId: string; isPublic: boolean }): boolean =>
  actor.educator && row.tenantId === actor.tenantId && (!row.isPublic || actor.writesShared);

/** A list goes only into a category of the actor's own tenant (so deleting a shared category never reaches another tenant's lists). */
export const canFileListIn = (actor: VocabActor, category: { tenantId: string; isPublic: boolean }): boolean =>
  canEditRow(actor, category);

/** A mnemonic the reader may see: their own, or one shared publicly or anonymously. */
export const canSeeMnemonic = (actor: VocabActor, m: { userId: string; visibility: string }): boolean =>
  m.userId === actor.userId || m.visibility !== 'private';

/** Only the author edits or deletes a mnemonic; anyone else gets a 404 (never a 403). */
export const ownsMnemonic = (actor: VocabActor, m: { userId: string }): boolean => m.userId === actor.userId;

/** The media kind a stored MIME type is (the upload's allow-list is by content). */
export const mediaKindOf = (mime: string): MnemonicMediaKind | null =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') || mime.includes('asf') ? 'video' : null;

export type TechniqueProblem = { path: 'body' | 'media_url'; key: 'required' | 'invalid_value' };

/**
 * What a mnemonic of this technique lacks: meaning, sentence and text need a body; image and video a
 * media file of that kind (`media_url`), whose body is an optional caption.
 */
export const techniqueProblems = (m: {
  technique: MnemonicTechnique;
  body: string;
  mediaKind: MnemonicMediaKind | null;
}): TechniqueProblem[] => {
  if (m.technique === 'image' || m.technique === 'video') {
    if (m.mediaKind === null) return [{ path: 'media_url', key: 'required' }];
    return m.mediaKind === m.technique ? [] : [{ path: 'media_url', key: 'invalid_value' }];
  }
  return m.body.trim() === '' ? [{ path: 'body', key: 'required' }] : [];
};
