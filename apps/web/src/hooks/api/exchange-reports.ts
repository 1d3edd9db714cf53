import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { uploadForm } from '../../api/upload';

/** One exchange × São Paulo day (GET staff/exchange-reports); money in micros as strings. */
export interface ExchangeReportDay {
  exchange_id: string;
  slug: string;
  name: string;
  day: string;
  counted_impressions: number;
  counted_spend_micros: string;
  counted_currency: string | null;
  ledger_posted_micros: string | null;
  billed_impressions: number | null;
  billed_spend_micros: string | null;
  billed_currency: string | null;
  billed_imported_at: string | null;
  difference_impressions: number | null;
  difference_spend_micros: string | null;
  status: 'agrees' | 'differs' | 'no_report' | 'currency_differs';
}

export interface ImportedExchangeReport {
  exchange_id: string;
  slug: string;
  days: { day: string; currency: string; impressions: number; spend_micros: string; replaced: boolean }[];
}

const keys = { all: ['staff', 'exchange-reports'] as const };

/** `GET staff/exchange-reports`: the last 14 days per exchange. */
export function useExchangeReports() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get<ExchangeReportDay[]>('staff/exchange-reports', { signal, silent: true }),
  });
}

/** `POST staff/exchanges/{id}/reports`: uploads an exchange's daily report (CSV or XLSX). */
export function useUploadExchangeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exchangeId, file }: { exchangeId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<ImportedExchangeReport>(`staff/exchanges/${exchangeId}/reports`, form, () => undefined)
        .done;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
