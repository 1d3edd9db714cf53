import { Box, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../hooks/api/staff-users';
import { ImpersonateAction, StaffUserIdentity, StaffUserRole, StaffUserStatusBadge } from './StaffUserParts';

interface StaffUsersListProps {
  /** Undefined while the first page loads: placeholder rows are shown. */
  users: StaffUser[] | undefined;
  /** The user whose grant is being asked for. */
  pendingId: string | undefined;
  onImpersonate: (user: StaffUser) => void;
}

const skeletonRows = 5;
const timeZone = 'America/Sao_Paulo';

function useLastSignIn() {
  const { t, i18n } = useTranslation();
  return (user: StaffUser) =>
    user.last_sign_in_at
      ? formatDate(user.last_sign_in_at, i18n.language, { timeZone })
      : t('staff:users.never_signed_in');
}

/** Every company's users as a table on wide screens and as stacked rows on phones. */
export function StaffUsersList(props: StaffUsersListProps) {
  return (
    <>
      <Box visibleFrom="md">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="md">
        <NarrowList {...props} />
      </Box>
    </>
  );
}

function WideTable({ users, pendingId, onImpersonate }: StaffUsersListProps) {
  const { t } = useTranslation();
  const lastSignIn = useLastSignIn();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff:users.columns.user')}</Table.Th>
            <Table.Th>{t('staff:users.columns.company')}</Table.Th>
            <Table.Th>{t('staff:users.columns.role')}</Table.Th>
            <Table.Th>{t('staff:users.columns.status')}</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('staff:users.columns.last_sign_in')}</Table.Th>
            <Table.Th ta="right">{t('staff:users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users
            ? users.map((user) => (
                <Table.Tr key={user.id} data-testid="staff-user-row">
                  <Table.Td maw={320}>
                    <StaffUserIdentity user={user} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate maw={200} title={user.company.name}>
                      {user.company.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StaffUserRole user={user} />
                  </Table.Td>
                  <Table.Td>
                    <StaffUserStatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      c="dimmed"
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {lastSignIn(user)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ImpersonateAction
                      user={user}
                      pending={pendingId === user.id}
                      onImpersonate={onImpersonate}
                    />
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <IdentitySkeleton />
                  </Table.Td>
                  {[140, 100, 80, 80, 110].map((width, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} width={width} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NarrowList({ users, pendingId, onImpersonate }: StaffUsersListProps) {
  const { t } = useTranslation();
  const lastSignIn = useLastSignIn();
  const rowStyle = { borderTop: '1px solid var(--mantine-color-default-border)' };
  if (!users)
    return (
      <Stack gap={0}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Box key={i} px="md" py="sm" style={rowStyle}>
            <IdentitySkeleton />
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Box component="li" key={user.id} px="md" py="sm" style={rowStyle} data-testid="staff-user-row">
          <Stack gap={8} miw={0}>
            <StaffUserIdentity user={user} />
            <Stack gap={6} pl={48} miw={0}>
              <Text size="sm" truncate title={user.company.name}>
                {user.company.name}
              </Text>
              <Group gap={6}>
                <StaffUserRole user={user} />
                <StaffUserStatusBadge status={user.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {user.last_sign_in_at
                  ? t('staff:users.last_sign_in_line', { date: lastSignIn(user) })
                  : t('staff:users.never_signed_in')}
              </Text>
              <ImpersonateAction
                user={user}
                pending={pendingId === user.id}
                onImpersonate={onImpersonate}
                align="flex-start"
              />
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function IdentitySkeleton() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Skeleton circle height={36} />
      <Stack gap={6}>
        <Skeleton height={10} width={140} />
        <Skeleton height={8} width={180} />
      </Stack>
    </Group>
  );
}
