/** What every folder speaks: config, errors, logging, messages, money, local time, input rules, PINs, the role registry, the list of services. */
export * from './config';
export * from './money';
export * from './local-time';
export * from './messages';
export * from './errors';
export * from './log';
export * from './validation';
export * from './services';
export * from './roles';
export * from './pins';
export * from './readiness';
