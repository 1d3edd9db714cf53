import type { CreativeFormat, CreativeStatus, CreativeTextField } from '@verba/domain';

/** i18n keys of each format: its name and a line on what it is. */
export const formatLabels: Record<CreativeFormat, { name: string; description: string }> = {
  DISPLAY: { name: 'creatives:formats.DISPLAY', description: 'creatives:format_descriptions.DISPLAY' },
  NATIVE_DISPLAY: {
    name: 'creatives:formats.NATIVE_DISPLAY',
    description: 'creatives:format_descriptions.NATIVE_DISPLAY',
  },
  DISPLAY_VIDEO: {
    name: 'creatives:formats.DISPLAY_VIDEO',
    description: 'creatives:format_descriptions.DISPLAY_VIDEO',
  },
  PUSH: { name: 'creatives:formats.PUSH', description: 'creatives:format_descriptions.PUSH' },
  SEARCH: { name: 'creatives:formats.SEARCH', description: 'creatives:format_descriptions.SEARCH' },
  YOUTUBE: { name: 'creatives:formats.YOUTUBE', description: 'creatives:format_descriptions.YOUTUBE' },
  AUDIO: { name: 'creatives:formats.AUDIO', description: 'creatives:format_descriptions.AUDIO' },
};

export const statusLabels: Record<CreativeStatus, string> = {
  pending: 'creatives:status.pending',
  approved: 'creatives:status.approved',
  rejected: 'creatives:status.rejected',
};

export const statusColors: Record<CreativeStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** A field's label and hint as a format names it: a YOUTUBE creative's body is its ad's description. */
export const fieldLabelOf = (format: CreativeFormat, field: CreativeTextField) =>
  format === 'YOUTUBE' && field === 'body'
    ? { label: 'creatives:fields.description', placeholder: 'creatives:placeholders.description' }
    : fieldLabels[field];

/** i18n keys of the text fields' labels and hints. */
export const fieldLabels: Record<CreativeTextField, { label: string; placeholder: string }> = {
  title: { label: 'creatives:fields.title', placeholder: 'creatives:placeholders.title' },
  body: { label: 'creatives:fields.body', placeholder: 'creatives:placeholders.body' },
  call_to_action: {
    label: 'creatives:fields.call_to_action',
    placeholder: 'creatives:placeholders.call_to_action',
  },
  destination_url: {
    label: 'creatives:fields.destination_url',
    placeholder: 'creatives:placeholders.destination_url',
  },
  display_url: { label: 'creatives:fields.display_url', placeholder: 'creatives:placeholders.display_url' },
  headline: { label: 'creatives:fields.headline', placeholder: 'creatives:placeholders.headline' },
  sponsored_by: {
    label: 'creatives:fields.sponsored_by',
    placeholder: 'creatives:placeholders.sponsored_by',
  },
};
