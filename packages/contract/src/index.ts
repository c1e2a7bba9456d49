export * from './auth';
export * from './constants';
export * from './envelope';
export * from './events';
export * from './fields';
export * from './messages';
export * from './profile';
export * from './profile-messages';
