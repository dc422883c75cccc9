/** The operator's side: the console, the audit trail, the books check, mail, metrics, payments. */
export * from './console';
export * from './console-page';
export * from './console-schema';
export * from './audit';
export * from './audit-trail';
export * from './books';
export * from './mail';
export * from './metrics';
export * from './payments';
