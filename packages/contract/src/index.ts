export * from './auth';
export * from './constants';
export * from './contact';
export * from './envelope';
export * from './events';
export * from './fields';
export * from './messages';
export * from './packages';
