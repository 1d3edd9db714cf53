import { useTranslation } from 'react-i18next';
import { issueAt, type FieldIssue } from './wizard-check';

/** The translated message at a field path, for a field's `error` prop. */
export function useIssueText(issues: readonly FieldIssue[]) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const issue = issueAt(issues, path);
    return issue ? t(issue.key, issue.params) : undefined;
  };
}
