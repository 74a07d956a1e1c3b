import type {
  ActivityLogView,
  ClassPerson,
  CompanyDetail,
  CompanySummary,
  CompanyUserRow,
  WalletMoveView,
} from '@prepwell/contracts';
import type { z } from 'zod';
import type { CompanyClassRow } from '@prepwell/contracts';
import { presentClassSchedule } from '../classes/classes.presenter.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import type { ActivityLine } from './activity.repository.ts';
import type { ClassLine, UserLine } from './company.repository.ts';
import type { WalletMoveLine } from './wallets.repository.ts';

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** A person as lists show them: the full name, else the username, else the e-mail. */
export const presentPerson = (u: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  username: string | null;
}): ClassPerson => ({
  id: u.id,
  name: nameOf(u.firstName, u.lastName) ?? u.username ?? u.email ?? '',
  email: u.email,
  username: u.username,
});

export interface CompanyFigures {
  users: number;
  classes: number;
  points: number;
}

export const presentCompanySummary = (tenant: TenantContext, figures: CompanyFigures): CompanySummary => ({
  id: tenant.id,
  slug: tenant.slug,
  name: tenant.name,
  logo: tenant.logo,
  contact_email: tenant.contactEmail,
  user_count: figures.users,
  class_count: figures.classes,
  points: figures.points,
  created_at: tenant.createdAt.toISOString(),
});

export const presentCompanyDetail = (
  tenant: TenantContext,
  figures: CompanyFigures & { teachers: number; students: number; parents: number },
  hosts: string[],
): CompanyDetail => ({
  ...presentCompanySummary(tenant, figures),
  exam_name: tenant.examName,
  theme_color: tenant.themeColor,
  host_names: hosts,
  teacher_count: figures.teachers,
  student_count: figures.students,
  parent_count: figures.parents,
});

export interface ClassRowExtras {
  teachers: {
    role: 'owner' | 'teacher';
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    username: string | null;
  }[];
  myRole: 'owner' | 'teacher' | 'admin';
  coins: number;
}

export const presentClassRow = (row: ClassLine, extras: ClassRowExtras): z.infer<typeof CompanyClassRow> => ({
  ...presentClassSchedule(row),
  student_count: row.studentCount,
  teachers: extras.teachers.map((t) => ({ ...presentPerson(t), role: t.role })),
  my_role: extras.myRole,
  created_at: row.createdAt.toISOString(),
  coins: extras.coins,
});

/** Roles as lists show them: the stored staff and parent roles, `student` for a user with none (`pro` is a plan). */
export const visibleRoles = (roles: readonly string[]) => {
  const shown = roles.filter((r) => r !== 'pro');
  return shown.length ? shown : ['student'];
};

export const presentUserRow = (row: UserLine, roles: readonly string[]): CompanyUserRow => ({
  ...presentPerson(row),
  roles: visibleRoles(roles),
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  phone: row.phone ?? null,
  coins: row.coins,
});

export const presentWalletMove = (row: WalletMoveLine): WalletMoveView => ({
  id: row.id,
  amount: row.amount,
  type: row.type,
  class_name: row.className,
  user_name: row.personEmail === null ? null : (nameOf(row.personFirst, row.personLast) ?? row.personEmail),
  actor_name: row.actorEmail === null ? null : (nameOf(row.actorFirst, row.actorLast) ?? row.actorEmail),
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
});

export const presentActivityLog = (row: ActivityLine): ActivityLogView => ({
  id: row.id,
  user: row.user ? presentPerson(row.user) : null,
  tenant_slug: row.tenantSlug,
  action: row.action,
  detail: row.detail,
  created_at: row.createdAt.toISOString(),
});
