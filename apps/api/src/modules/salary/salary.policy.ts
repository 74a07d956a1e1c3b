import { isCompanyAdmin, isSuperAdmin, type RoleSubject } from '@prepwell/contracts';

/** Who manages salary bills and reveals SSNs: the tenant's admins (company admins, super admins). */
export const isSalaryAdmin = (actor: RoleSubject): boolean => isSuperAdmin(actor) || isCompanyAdmin(actor);

/** A bill is read by an admin or by its own teacher; anyone else is told it does not exist (404). */
export const canReadBill = (actor: RoleSubject & { id: string }, bill: { teacherId: string }): boolean =>
  isSalaryAdmin(actor) || bill.teacherId === actor.id;
