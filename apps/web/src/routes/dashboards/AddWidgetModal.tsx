import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  dashboardWidgetKinds,
  dashboardWidgetSchema,
  dashboardWidgetTemplateKeys,
  dashboardWidgetTemplates,
  type DashboardWidget,
  type DashboardWidgetKind,
  type DashboardWidgetTemplateKey,
  type ReportDefinition,
  widgetKindFor,
} from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import { useDashboards, useSaveDashboard, type Dashboard } from '../../hooks/api/dashboards';
import { useSavedReports } from '../../hooks/api/reports';
import { flattenErrors } from '../../shell/feedback-store';
import { newWidgetId, placeBelow, templateDefinition } from './widget-placement';
import { widgetTemplateKeys, widgetKindKeys } from './label-keys';

const newBoard = 'new';

/**
 * "Adicionar widget" (on a board: a ready-made widget or a saved report) and "Adicionar ao
 * dashboard" (on /reports: the report on screen, to a board of the company or a new one). The
 * widget is checked with the server's own schema, so the screen shows the server's messages.
 */
export function AddWidgetModal({
  opened,
  onClose,
  board,
  definition,
  defaultTitle,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  /** The board to add to (on the board's page); otherwise the user picks one. */
  board?: Dashboard;
  /** The report to add (from /reports); otherwise the user picks a template or a saved report. */
  definition?: ReportDefinition;
  defaultTitle?: string;
  onAdded: (board: Dashboard) => void;
}) {
  const { t } = useTranslation();
  const boards = useDashboards();
  const saved = useSavedReports();
  const save = useSaveDashboard();
  const [source, setSource] = useState<string>(
    definition ? 'report' : `template:${dashboardWidgetTemplateKeys[0]}`,
  );
  const [boardId, setBoardId] = useState<string>(board?.id ?? newBoard);
  const [boardName, setBoardName] = useState('');
  const sourceDefinition = (value: string): ReportDefinition | undefined => {
    if (definition) return definition;
    if (value.startsWith('template:'))
      return templateDefinition(value.slice(9) as keyof typeof dashboardWidgetTemplates);
    return saved.data?.find((r) => `saved:${r.id}` === value)?.definition;
  };
  const sourceTitle = (value: string) =>
    definition
      ? (defaultTitle ?? '')
      : value.startsWith('template:')
        ? t(widgetTemplateKeys[value.slice(9) as DashboardWidgetTemplateKey])
        : (saved.data?.find((r) => `saved:${r.id}` === value)?.name ?? '');
  const kindOf = (value: string): DashboardWidgetKind => {
    if (value.startsWith('template:'))
      return dashboardWidgetTemplates[value.slice(9) as keyof typeof dashboardWidgetTemplates].kind;
    const d = sourceDefinition(value);
    return d ? widgetKindFor(d) : 'table';
  };
  const [kind, setKind] = useState<DashboardWidgetKind>(kindOf(source));
  const [title, setTitle] = useState(sourceTitle(source));
  const [errors, setErrors] = useState<string[]>([]);

  const pickSource = (value: string | null) => {
    if (!value) return;
    setSource(value);
    setKind(kindOf(value));
    setTitle(sourceTitle(value));
  };

  const submit = async () => {
    setErrors([]);
    const target = board ?? boards.data?.find((b) => b.id === boardId);
    const existing = target?.widgets ?? [];
    const chosen = sourceDefinition(source);
    if (!chosen) return;
    const widget: DashboardWidget = {
      id: newWidgetId(existing),
      kind,
      title: title.trim(),
      definition: chosen,
      layout: placeBelow(existing, kind),
    };
    const checked = dashboardWidgetSchema.safeParse(widget);
    if (!checked.success) {
      setErrors(
        checked.error.issues.map((issue) => t(issue.message, { defaultValue: t('common:generic_error') })),
      );
      return;
    }
    try {
      const result = await save.mutateAsync(
        target
          ? {
              id: target.id,
              input: { name: target.name, range: target.range, widgets: [...existing, checked.data] },
            }
          : {
              input: {
                name: boardName.trim(),
                range:
                  definition && 'preset' in definition.range ? definition.range : { preset: 'last_30_days' },
                widgets: [checked.data],
              },
            },
      );
      onAdded(result);
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };

  const sources = [
    {
      group: t('dashboards:add.templates'),
      items: dashboardWidgetTemplateKeys.map((key) => ({
        value: `template:${key}`,
        label: t(widgetTemplateKeys[key]),
      })),
    },
    ...(saved.data?.length
      ? [
          {
            group: t('dashboards:add.saved_reports'),
            items: saved.data.map((r) => ({ value: `saved:${r.id}`, label: r.name })),
          },
        ]
      : []),
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(definition ? 'dashboards:add.to_dashboard_title' : 'dashboards:add.title')}
      styles={modalStyles}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={errors} />
          {!board && (
            <Select
              label={t('dashboards:add.board')}
              data={[
                { value: newBoard, label: t('dashboards:add.new_board') },
                ...(boards.data ?? []).map((b) => ({ value: b.id, label: b.name })),
              ]}
              value={boardId}
              onChange={(value) => setBoardId(value ?? newBoard)}
              allowDeselect={false}
              data-testid="add-widget-board"
            />
          )}
          {!board && boardId === newBoard && (
            <TextInput
              label={t('dashboards:add.board_name')}
              value={boardName}
              onChange={(event) => setBoardName(event.currentTarget.value)}
              maxLength={120}
              required
              data-testid="add-widget-board-name"
            />
          )}
          {!definition && (
            <Select
              label={t('dashboards:add.source')}
              data={sources}
              value={source}
              onChange={pickSource}
              allowDeselect={false}
              searchable
              data-testid="add-widget-source"
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('dashboards:add.kind')}
            </Text>
            <SegmentedControl
              data={dashboardWidgetKinds.map((value) => ({ value, label: t(widgetKindKeys[value]) }))}
              value={kind}
              onChange={(value) => setKind(dashboardWidgetKinds.find((k) => k === value) ?? 'table')}
              fullWidth
              data-testid="add-widget-kind"
            />
          </Stack>
          <TextInput
            label={t('dashboards:add.widget_title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={80}
            required
            data-testid="add-widget-title"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dashboards:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="add-widget-submit">
              {t('dashboards:add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
