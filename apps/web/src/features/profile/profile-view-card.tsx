import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProfileView } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { ChildrenList } from './children-list.tsx';
import { useGradeOptions } from './student-profile-fields.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{children === null || children === undefined || children === '' ? t('view.none') : children}</Text>
    </Stack>
  );
}

const joinedDate = (iso: string | null, lang: string) => (iso ? formatDate(iso, lang, 'numeric') : null);

/** A read-only profile: who, roles, contact, role details, family links. */
export function ProfileViewCard({ profile, extra }: { profile: ProfileView; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('profile');
  const grades = useGradeOptions();
  const name = profile.name ?? profile.username ?? profile.email;
  const s = profile.student_profile;
  const tp = profile.teacher_profile;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Group gap="lg" wrap="wrap">
          <Avatar src={profile.avatar} alt={t('avatar.alt', { name })} size={72} radius={72} color="brand">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Title order={2} fz="h3">
              {name}
            </Title>
            <Text c="dimmed">{profile.email}</Text>
            <Group gap={6} role="group" aria-label={t('view.roles')}>
              {(profile.roles.length ? profile.roles.map((r) => r.name) : (['student'] as const)).map((r) => (
                // Not uppercased: the plan's name is "Pro" (a proper noun), never "PRO".
                <Badge key={r} variant="light" tt="none">
                  {t(`roles.${r}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg">
          <Field label={t('fields.username')}>
            <span data-i18n-exempt>{profile.username}</span>
          </Field>
          <Field label={t('fields.phone')}>{profile.phone}</Field>
          <Field label={t('view.joined')}>{joinedDate(profile.created_at, i18n.language)}</Field>
          <Field label={t('fields.email')}>
            {profile.email_verified_at ? t('emailVerified') : t('emailUnverified')}
          </Field>
          <Field label={t('fields.lang')}>{t(`langs.${profile.lang}`)}</Field>
          <Field label={t('view.proUntil')}>{profile.pro_expired_at}</Field>
        </SimpleGrid>
        {extra}
      </Paper>
      {s && (
        <ViewSection title={t('view.studentDetails')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label={t('fields.school')}>
              <span data-i18n-exempt>{s.school}</span>
            </Field>
            <Field label={t('fields.grade_level')}>
              {grades.find((g) => g.value === String(s.grade_level))?.label}
            </Field>
            <Field label={t('fields.graduation_year')}>{s.graduation_year}</Field>
            <Field label={t('fields.phone')}>{s.phone}</Field>
            <Field label={t('fields.address')}>{s.address}</Field>
            <Field label={t('fields.prior_tests')}>{s.prior_tests}</Field>
          </SimpleGrid>
        </ViewSection>
      )}
      {tp && (
        <ViewSection title={t('view.teacherDetails')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label={t('fields.college')}>{tp.college}</Field>
            <Field label={t('fields.major')}>{tp.major}</Field>
            <Field label={t('fields.phone')}>{tp.phone}</Field>
            <Field label={t('fields.subjects')}>{tp.subjects?.join(', ')}</Field>
            <Field label={t('fields.hours_available')}>{tp.hours_available}</Field>
            <Field label={t('fields.teaching_grades')}>{tp.grade_level}</Field>
          </SimpleGrid>
          {tp.bio && <Text mt="sm">{tp.bio}</Text>}
        </ViewSection>
      )}
      {(profile.children.length > 0 || profile.parent_profile) && (
        <ViewSection title={t('view.children')}>
          <ChildrenList items={profile.children} linkable={false} />
        </ViewSection>
      )}
      {profile.parents.length > 0 && (
        <ViewSection title={t('view.parents')}>
          <ChildrenList items={profile.parents} linkable={false} />
        </ViewSection>
      )}
    </Stack>
  );
}

/** A titled part of the card (role details, family links). */
function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
