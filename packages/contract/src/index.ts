export * from './auth';
export * from './chat';
export * from './constants';
export * from './envelope';
export * from './events';
export * from './fields';
export * from './messages';
