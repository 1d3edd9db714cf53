import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Messages of a failed submit that belong to no field, shown inside the form (dialogs). */
export function FormErrors({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('common:attention')} role="alert">
      <List size="sm" listStyleType="none">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
