import {
  documentChangeRequestStatuses,
  type DocumentChangeRequestStatus,
} from '@verba/domain/document-change-statuses';

/** `/staff/document-changes` list state in the URL: page and status (pending when left out). */
export interface StaffDocumentChangesSearch {
  page?: number | undefined;
  status?: DocumentChangeRequestStatus | undefined;
}

export function validateStaffDocumentChangesSearch(
  search: Record<string, unknown>,
): StaffDocumentChangesSearch {
  const page = Number(search.page);
  const status = documentChangeRequestStatuses.find((s) => s === search.status);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: status === 'pending' ? undefined : status,
  };
}
