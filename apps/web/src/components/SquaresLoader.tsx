import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SquaresLoader.module.css';

/** Spec §9: the loader shows 9 squares, or 16 in the big size; the delays run as a diagonal wave. */
export function SquaresLoader({ big = false }: { big?: boolean }) {
  const { t } = useTranslation();
  const side = big ? 4 : 3;
  return (
    <div
      role="status"
      aria-label={t('shell:loading')}
      className={big ? `${classes.grid} ${classes.big}` : classes.grid}
      style={{ gridTemplateColumns: `repeat(${side}, auto)` }}
    >
      {Array.from({ length: side * side }, (_, i) => (
        <span key={i} className={classes.square} style={{ animationDelay: `${((i % side) + Math.floor(i / side)) * 0.1}s` }} />
      ))}
    </div>
  );
}

/** A big loader centred in the page area, for screens and routes being loaded. */
export function PageLoader() {
  return (
    <div className={classes.page}>
      <SquaresLoader big />
    </div>
  );
}

/** The same 9 squares as Mantine's default loader type (theme.ts), so buttons and overlays match. */
export function MantineSquaresLoader({ className, ref, ...others }: HTMLAttributes<HTMLSpanElement> & { ref?: Ref<HTMLSpanElement> }) {
  return (
    <span className={className ? `${classes.mantine} ${className}` : classes.mantine} ref={ref} {...others}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} style={{ animationDelay: `${((i % 3) + Math.floor(i / 3)) * 0.1}s` }} />
      ))}
    </span>
  );
}
