import {
  standardReportKeys,
  standardReports,
  type ReportDefinition,
  type StandardReportKey,
} from '@verba/domain';

/** `GET reports/standard`: the standard reports ready to use, in the screen's order (issue 29). */
export function listStandardReports(): { key: StandardReportKey; definition: ReportDefinition }[] {
  return standardReportKeys.map((key) => ({ key, definition: standardReports[key] }));
}
