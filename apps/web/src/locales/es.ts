import type { Tree } from '@verba/domain/locales';
import { bundleOf } from './bundle';

/** Every namespace of es but the server's e-mails, as one lazily loaded chunk. */
export default bundleOf(
  import.meta.glob<Tree>(['../../../../packages/domain/locales/es/*.json', '!../../../../packages/domain/locales/es/email.json'], {
    eager: true,
    import: 'default',
  }),
);
