/**
 * `npm run bench -- report-export` (issue 29): a 1,000,000-row report exported as XLSX through the
 * same path as a download (renderReportFile over a ReportStream: translated headers, reais and
 * percents, formula neutralisation, the streamed XLSX writer), its time and the process's peak
 * memory (target ≤ 512 MB), against the same rows as plain CSV in the same run. The file is
 * counted, not kept. REPORT_EXPORT_ROWS changes the row count.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { renderReportFile } from '@verba/core/reports/export/render-report-file';
import { testReportStream } from '@verba/core/reports/export/test-report-stream';
import type { ReportExportFormat } from '@verba/domain';

const rows = Number(process.env.REPORT_EXPORT_ROWS ?? 1_000_000);

async function exportOnce(format: ReportExportFormat) {
  let bytes = 0;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const file = renderReportFile({ report: testReportStream({ count: rows }), format, language: 'pt_BR', now: new Date() });
  await pipeline(
    file.stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return { seconds, bytes, peakMb: peakRss / 1024 / 1024 };
}

export async function run() {
  const csv = await exportOnce('csv');
  console.log(`csv: ${rows} rows in ${csv.seconds.toFixed(1)} s, ${(csv.bytes / 1e6).toFixed(1)} MB, peak RSS ${csv.peakMb.toFixed(0)} MB`);
  const xlsx = await exportOnce('xlsx');
  console.log(`xlsx: ${rows} rows in ${xlsx.seconds.toFixed(1)} s, ${(xlsx.bytes / 1e6).toFixed(1)} MB, peak RSS ${xlsx.peakMb.toFixed(0)} MB`);
  console.log(
    `report-export: ${rows} rows XLSX ${xlsx.seconds.toFixed(1)} s, peak ${xlsx.peakMb.toFixed(0)} MB (target ≤ 512), ratio ${(xlsx.seconds / csv.seconds).toFixed(2)} vs CSV`,
  );
}
