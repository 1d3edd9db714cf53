/**
 * Where the bundled reference data lives (packages/domain/data: IAB taxonomies, IBGE states and
 * municipalities, translated names). Only server code and tests read these files; the SPA gets
 * what it shows from the API, so the files never enter the web bundle.
 */
const dataDir = new URL('../data/', import.meta.url);

export const domainDataFile = (name: string): URL => new URL(name, dataDir);
