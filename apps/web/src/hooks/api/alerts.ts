import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertChannel, AlertRuleInput, AlertType, RuleAction } from '@verba/domain';
import { api } from '../../api/client';

/** A notice of the bell (`GET notifications`). */
export interface NotificationItem {
  id: string;
  alert_type: string;
  kind: 'firing' | 'resolved' | 'digest';
  severity: string;
  params: Record<string, string | number>;
  link: string | null;
  read: boolean;
  created_at: string;
}

export interface NotificationsPage {
  data: NotificationItem[];
  unread: number;
}

export interface AlertRule {
  id: string;
  name: string;
  scope_type: 'company' | 'advertiser' | 'campaign' | 'group' | 'strategy';
  scope_id: string | null;
  metric: string;
  comparison: string;
  threshold: number;
  window_minutes: number;
  min_spend: number;
  cooldown_minutes: number;
  severity: 'info' | 'warning' | 'critical';
  action: RuleAction | null;
  enabled: boolean;
  state: 'ok' | 'firing' | 'resolved';
  created_at: string;
}

export interface AlertPreferences {
  preferences: { alert_type: AlertType; channel: AlertChannel; enabled: boolean }[];
  quiet_start: number | null;
  quiet_end: number | null;
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  whatsapp: {
    available: boolean;
    number: string | null;
    verified_at: string | null;
    opted_in_at: string | null;
    opted_out_at: string | null;
    pending_code: boolean;
  };
}

/** The bell: the latest notices and the unread count, refreshed every minute. */
export function useNotifications(limit = 10) {
  return useQuery({
    queryKey: ['notifications', limit],
    queryFn: ({ signal }) =>
      api.get<NotificationsPage>('notifications', { signal, silent: true, envelope: true, query: { limit } }),
    refetchInterval: 60_000,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post<{ unread: number }>('notifications/read', ids ? { ids } : {}, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export function useAlertRules() {
  return useQuery({
    queryKey: ['alert-rules'],
    queryFn: ({ signal }) => api.get<AlertRule[]>('alert-rules', { signal }),
  });
}

export function useCreateAlertRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertRuleInput) => api.post<AlertRule>('alert-rules', input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-rules'] }),
  });
}

export function useDeleteAlertRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.override('DELETE', `alert-rules/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-rules'] }),
  });
}

export function useAlertPreferences() {
  return useQuery({
    queryKey: ['alert-preferences'],
    queryFn: ({ signal }) => api.get<AlertPreferences>('alert-preferences', { signal }),
  });
}

export function useSetAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      preferences?: AlertPreferences['preferences'];
      quiet_start?: number | null;
      quiet_end?: number | null;
    }) => api.put<AlertPreferences>('alert-preferences', input),
    onSuccess: (data) => client.setQueryData(['alert-preferences'], data),
  });
}

export function useStartWhatsApp() {
  return useMutation({
    mutationFn: (phone: string) =>
      api.post<{ number: string; expires_at: string }>('alert-preferences/whatsapp/code', { phone }, { silent: true }),
  });
}

export function useConfirmWhatsApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AlertPreferences>('alert-preferences/whatsapp/confirm', { code }, { silent: true }),
    onSuccess: (data) => {
      client.setQueryData(['alert-preferences'], data);
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useStopWhatsApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.override('DELETE', 'alert-preferences/whatsapp'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-preferences'] }),
  });
}
