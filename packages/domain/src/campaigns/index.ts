/** Campaign rules (issue 11): enumerations, settings, input schemas, validation rules, state machine. */
export * from './enumerations';
export * from './settings';
export * from './issues';
export * from './refusals';
export * from './schemas';
export * from './rule-input';
export * from './dates';
export * from './budgets';
export * from './active-budgets';
export * from './bids';
export * from './targeting';
export * from './creatives';
export * from './publishable';
export * from './state-machine';
export * from './review';
export * from './requests';
export * from './views';
