import type { Tree } from '@verba/domain/locales';
import { bundleOf } from './bundle';

/** Every namespace of en but the server's e-mails, as one lazily loaded chunk. */
export default bundleOf(
  import.meta.glob<Tree>(['../../../../packages/domain/locales/en/*.json', '!../../../../packages/domain/locales/en/email.json'], {
    eager: true,
    import: 'default',
  }),
);
