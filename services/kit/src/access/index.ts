/** Who may do what: the permission table and its checks, guards, the request context, tokens, approvals, restaurant access, throttles. */
export * from './access';
export * from './approvals';
export * from './used-approvals';
export * from './context';
export * from './guards';
export * from './permissions';
export * from './permission-rule';
export * from './step-up-words';
export * from './restaurant-access';
export * from './restaurant-directory';
export * from './session-ends';
export * from './throttle';
export * from './token-issuer';
export * from './tokens';
export * from './viewer-assertions';
