import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  ROSTER_PROBLEM_CODES,
  type RosterImportView,
  type RosterLinkAction,
  type RosterPlace,
  type RosterProblem,
  type RosterRowView,
} from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

/** A problem in the reader's language: the column, then why. */
export function useProblemText() {
  const { t } = useTranslation('rosterImport');
  return (p: Pick<RosterProblem, 'field' | 'code'>) =>
    t('problemAt', { field: t(`fields.${p.field}`), message: t(`problems.${p.code}`) });
}

/** A failure code of a run, in words: one of the problems' codes, else the generic message. */
export function useFailureText() {
  const { t } = useTranslation(['rosterImport', 'errors']);
  return (code: string) =>
    (ROSTER_PROBLEM_CODES as readonly string[]).includes(code)
      ? t(`rosterImport:problems.${code as RosterProblem['code']}`)
      : t('errors:generic');
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color} data-testid={`count-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The dry run's counts: rows, accounts to create and to find, seats, problems. */
export function RosterCounts({ view }: { view: RosterImportView }) {
  const { t } = useTranslation('rosterImport');
  const c = view.counts;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="roster-counts">
      <Count label={t('counts.rows')} value={c.rows} />
      <Count label={t('counts.toCreate')} value={c.to_create} />
      <Count label={t('counts.toMatch')} value={c.to_match} />
      <Count label={t('counts.toSeat')} value={c.to_seat} />
      <Count label={t('counts.problems')} value={c.problems} color={c.problems > 0 ? 'red.8' : undefined} />
    </SimpleGrid>
  );
}

function Person({
  name,
  email,
  action,
  invite,
  link,
}: {
  name: string;
  email: string;
  action: 'create' | 'match' | null;
  invite: boolean;
  link?: RosterLinkAction | null;
}) {
  const { t } = useTranslation('rosterImport');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {name.trim() || '—'}
      </Text>
      <Text size="sm">{email || '—'}</Text>
      <Group gap={4}>
        {action && (
          <Badge variant="light" color={action === 'create' ? 'blue' : 'gray'} c="dark.7" tt="none">
            {t(`action.${action}`)}
          </Badge>
        )}
        {link && (
          <Badge variant="outline" color="gray" c="dark.7" tt="none">
            {t(`action.${link}`)}
          </Badge>
        )}
        {invite && (
          <Badge variant="outline" color="blue" c="dark.7" tt="none">
            {t('action.invite')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

function Place({ place }: { place: RosterPlace | null }) {
  const { t } = useTranslation('rosterImport');
  if (!place) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{place.name}</Text>
      {place.action && (
        <Badge variant="light" color={place.action === 'seat' ? 'green' : 'gray'} c="dark.7" tt="none">
          {t(place.action === 'seat' ? 'action.seat' : 'action.alreadySeated')}
        </Badge>
      )}
    </Group>
  );
}

/** Every row with what the import does with it; a row with problems is marked and lists them. */
export function RosterRowsTable({ rows }: { rows: RosterRowView[] }) {
  const { t } = useTranslation('rosterImport');
  const problemText = useProblemText();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" data-testid="roster-rows">
          <Table.Caption>{t('table.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.row')}</Table.Th>
              <Table.Th>{t('table.student')}</Table.Th>
              <Table.Th>{t('table.parent')}</Table.Th>
              <Table.Th>{t('table.places')}</Table.Th>
              <Table.Th>{t('table.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const bad = r.problems.length > 0;
              return (
                <Table.Tr
                  key={r.row}
                  data-row={r.row}
                  data-problem={bad ? 'true' : undefined}
                  bg={bad ? 'red.0' : undefined}
                >
                  <Table.Td fw={700}>{r.row}</Table.Td>
                  <Table.Td>
                    <Person
                      name={`${r.student.first_name} ${r.student.last_name}`}
                      email={r.student.email}
                      action={r.student.action}
                      invite={r.student.invite}
                    />
                  </Table.Td>
                  <Table.Td>
                    {r.parent && (
                      <Person
                        name={`${r.parent.first_name} ${r.parent.last_name}`}
                        email={r.parent.email}
                        action={r.parent.action}
                        invite={r.parent.invite}
                        link={r.parent.link}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Place place={r.class} />
                      <Place place={r.session} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {bad && (
                      <Stack gap={2} component="ul" m={0} pl="md">
                        {r.problems.map((p) => (
                          <Text key={`${p.field}-${p.code}`} component="li" size="sm" c="red.9">
                            {problemText(p)}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
