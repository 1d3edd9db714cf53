import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReportDefinition } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddWidgetModal } from './AddWidgetModal';

/**
 * "Adicionar ao dashboard" on /reports: the report on screen (a saved one under its name) becomes
 * a widget of a board of the company, or of a new board; the board opens.
 */
export function AddToDashboardButton({
  definition,
  title,
}: {
  definition: ReportDefinition;
  title?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLayoutDashboard size={16} />}
        onClick={() => setOpen(true)}
        data-testid="add-to-dashboard"
      >
        {t('dashboards:add.to_dashboard')}
      </Button>
      {open && (
        <AddWidgetModal
          opened
          onClose={() => setOpen(false)}
          definition={definition}
          defaultTitle={title ?? t('dashboards:add.default_title')}
          onAdded={(board) => void navigate({ to: '/dashboards/$id', params: { id: board.id } })}
        />
      )}
    </>
  );
}
