import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { learningMutations, learningQueries, refreshClasses } from './learning.api.ts';
import { STUDENT_CLASS_LIST_PATH, studentClassPath } from './learning-values.ts';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { ClassCodeForm } from '../../components/class-code-form.tsx';

/** After joining: refresh the class lists and open the class. */
const useAfterJoin = () => {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (classId: string) => {
    notifySuccess(t('join.joined'));
    await refreshClasses(client);
    await navigate(studentClassPath(classId), { replace: true });
  };
};

/** Joining with the code the teacher gave. */
function JoinByCodeForm() {
  const { t } = useTranslation('learning');
  const join = useMutation(learningMutations.join());
  const afterJoin = useAfterJoin();
  return (
    <ClassCodeForm
      texts={{
        label: t('join.codeLabel'),
        help: t('join.codeHelp'),
        required: t('join.codeRequired'),
        format: t('join.codeFormat'),
        submit: t('join.submit'),
      }}
      pending={join.isPending}
      join={(code, showError) =>
        join.mutate({ code }, { onSuccess: (joined) => afterJoin(joined.id), onError: showError })
      }
    />
  );
}

/** An invitation link: what it joins (class and teachers), then one click to join; a member goes straight to the class. */
function InvitationCard({ token }: { token: string }) {
  const { t } = useTranslation('learning');
  const preview = useQuery(learningQueries.invitation(token));
  const join = useMutation(learningMutations.join());
  const afterJoin = useAfterJoin();

  if (preview.isPending) {
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-hidden />
        <Text>{t('join.inviteLoading')}</Text>
      </Group>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert" title={t('join.inviteInvalidTitle')}>
        <Stack gap={4}>
          {/* A reset or unknown link answers 404 not_found (the preview never tells a dead link from a foreign one): our text says it of links. */}
          {!(
            isApiError(preview.error) &&
            (preview.error.code === 'not_found' || preview.error.code === 'teaching_class_not_found')
          ) && <Text size="sm">{errorMessageOf(preview.error)}</Text>}
          <Text size="sm">{t('join.inviteInvalidBody')}</Text>
        </Stack>
      </Alert>
    );
  }
  const info = preview.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconSchool size={28} aria-hidden />
          <Stack gap={0}>
            <Text size="sm" c="gray.7">
              {t('join.invitedTo')}
            </Text>
            <Title order={2} fz="h3">
              {info.name}
            </Title>
          </Stack>
        </Group>
        <Text>
          {info.teachers.length > 0 ? t('join.taughtBy', { names: info.teachers.join(', ') }) : t('join.noTeachers')}
        </Text>
        {join.isError && (
          <Alert color="red" role="alert">
            {errorMessageOf(join.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {info.already_member ? (
            <>
              <Text size="sm" c="gray.7">
                {t('join.alreadyMember')}
              </Text>
              <Button component={Link} to={studentClassPath(info.id)}>
                {t('join.goToClass')}
              </Button>
            </>
          ) : (
            <Button
              loading={join.isPending}
              onClick={() => join.mutate({ invite: token }, { onSuccess: (joined) => afterJoin(joined.id) })}
              aria-label={t('join.joinNamed', { name: info.name })}
            >
              {t('join.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /student/classes/join — by class code, or with `?invite=<token>` by the invitation link (a signed-out
 * visitor is sent through Login by the route guard, which keeps this address with its token).
 */
export function JoinClassScreen({ invite }: { invite: string | null }) {
  const { t } = useTranslation('learning');
  return (
    <PageWithBack size="sm" back={STUDENT_CLASS_LIST_PATH} backLabel={t('join.back')}>
      <Title order={1} fz="h2">
        {t('join.title')}
      </Title>
      {invite ? (
        <>
          <InvitationCard token={invite} />
          <Text size="sm" c="gray.7">
            {t('join.orCode')}
          </Text>
        </>
      ) : (
        <Text c="gray.7">{t('join.intro')}</Text>
      )}
      <Card withBorder radius="md" padding="lg">
        <JoinByCodeForm />
      </Card>
    </PageWithBack>
  );
}
