export * from './auth';
export * from './catalogue';
export * from './catalogue-constants';
export * from './constants';
export * from './envelope';
export * from './events';
export * from './fields';
export * from './messages';
