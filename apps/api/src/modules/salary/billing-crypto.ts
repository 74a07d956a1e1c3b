import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing of a teacher's billing details (decision 0045). A sealed value is
 * `v1:` + base64(12-byte IV ‖ 16-byte tag ‖ ciphertext of the JSON); the additional data binds it to its
 * tenant and teacher, so a ciphertext copied onto another row does not open. Pure: the key is passed in.
 */
export interface BillingSecret {
  officialName: string;
  /**
   * Nine digits, no dashes; four when only the last four are known (moved from the earlier profile form,
   * decision 0049), empty when none.
   */
  ssn: string;
  dateOfBirth: string;
  paymentMethod: string;
  /** Free text for the payout (absent in values sealed before it existed). */
  paymentDetails?: string;
  mailingAddress: string;
}

const VERSION = 'v1:';

const aadOf = (tenantId: string, userId: string) => Buffer.from(`teacher_billing:${tenantId}:${userId}`, 'utf8');

export const sealBilling = (key: Buffer, owner: { tenantId: string; userId: string }, secret: BillingSecret) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(owner.tenantId, owner.userId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
};

/** Opens a sealed value; a wrong key, a changed byte or another row's value throws. */
export const openBilling = (
  key: Buffer,
  owner: { tenantId: string; userId: string },
  sealed: string,
): BillingSecret => {
  if (!sealed.startsWith(VERSION)) throw new Error('unknown billing ciphertext version');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(aadOf(owner.tenantId, owner.userId));
  decipher.setAuthTag(raw.subarray(12, 28));
  const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as BillingSecret;
};
