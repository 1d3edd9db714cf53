import { dashboardWidgetSchema, reportRangeSchema, z } from '@verba/domain';

export const dashboardResponse = z.object({
  id: z.string(),
  name: z.string(),
  range: reportRangeSchema,
  widgets: z.array(dashboardWidgetSchema),
  created_by_user_id: z.string(),
  request_id: z.string().nullable().describe('The "Solicitar dashboard" request staff built it from.'),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const dashboardRequestResponse = z.object({
  id: z.string(),
  description: z.string(),
  advertiser: z.object({ id: z.string(), name: z.string() }).nullable(),
  requester: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }).nullable().describe('Staff queue only.'),
  status: z.enum(['open', 'done']),
  dashboard_id: z.string().nullable(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
