import type { Tree } from '@verba/domain/locales';

/** Namespace → translations, from the files of one locale folder found by `import.meta.glob`. */
export type LocaleBundle = Record<string, Tree>;

export function bundleOf(files: Record<string, Tree>): LocaleBundle {
  return Object.fromEntries(Object.entries(files).map(([path, tree]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), tree]));
}
