import { createTheme, defaultLoaders, Loader, type MantineColorsTuple } from '@mantine/core';
import { MantineSquaresLoader } from './components/SquaresLoader';

/** The brand green of the logo (#0b7a5c) at shade 6, the one Mantine fills with. */
const verba: MantineColorsTuple = ['#e8f6f1', '#d3ece2', '#a6d8c5', '#76c3a6', '#4fb18c', '#2a9a73', '#0b7a5c', '#096a50', '#065a43', '#034a36'];

export const theme = createTheme({
  colors: { verba },
  primaryColor: 'verba',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Spec §9: the loader shows squares, in buttons and overlays too.
    Loader: Loader.extend({ defaultProps: { loaders: { ...defaultLoaders, squares: MantineSquaresLoader }, type: 'squares' } }),
  },
});
