export * from './types';
export * from './webhook-signature';
export * from './gateway-for';
export * from './sandbox/sandbox-bank';
export * from './sandbox/sandbox-events';
export * from './sandbox/sandbox-gateway';
