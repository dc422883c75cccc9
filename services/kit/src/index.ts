// The kit, by pillar (docs/decisions/0066-the-kit-in-folders.md): core/ is the
// vocabulary every folder speaks; data/ the stores; events/ what happened and
// how it travels; access/ who may; ops/ the operator's console and the work
// around a service; http/ how a service answers. Each folder imports only the
// ones before it in that list (eslint.config.mjs, "the kit's folders").
export * from './core/index';
export * from './data/index';
export * from './events/index';
export * from './access/index';
export * from './ops/index';
export * from './http/index';
