export * from './formats';
export * from './files';
export * from './search-ads';
export * from './warnings';
export * from './content-rules';
export * from './schemas';
export * from './byte-range';
export * from './served-files';
