import type { Tree } from '@verba/domain/locales';
import { bundleOf } from './bundle';

/** Every namespace of pt-BR but the server's e-mails, as one lazily loaded chunk. */
export default bundleOf(
  import.meta.glob<Tree>(['../../../../packages/domain/locales/pt-BR/*.json', '!../../../../packages/domain/locales/pt-BR/email.json'], {
    eager: true,
    import: 'default',
  }),
);
