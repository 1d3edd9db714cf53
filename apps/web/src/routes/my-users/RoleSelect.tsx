import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import type { RoleSlug } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../hooks/api/roles';
import { roleDescriptionKey, roleLabelKey, roleList } from './roles';

/** The access role, each option with what it allows. Value: the role id as a string. */
export function RoleSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const { data } = useRoles();
  const list = roleList(data);
  const slugOf = new Map(list.map((r) => [String(r.id), r.slug]));
  const selected = typeof props.value === 'string' ? slugOf.get(props.value) : undefined;
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={list.map((role) => ({ value: String(role.id), label: t(roleLabelKey[role.slug]) }))}
      description={props.description ?? (selected ? t(roleDescriptionKey[selected]) : undefined)}
      renderOption={({ option }) => {
        const slug: RoleSlug | undefined = slugOf.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {slug && (
              <Text size="xs" c="dimmed">
                {t(roleDescriptionKey[slug])}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
