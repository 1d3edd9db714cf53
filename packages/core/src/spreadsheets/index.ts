export * from './limits';
export * from './neutralise-formula';
export * from './read-spreadsheet';
export * from './spreadsheet-error';
export * from './spreadsheet-row';
export * from './write-spreadsheet';
export { inspectZip, isZip } from './zip-inspection';
