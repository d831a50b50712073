export * from './constants';
export * from './messages';
export * from './query';
export * from './schemas';
export * from './types';
export * from './texts-public';
export * from './texts-account';
export * from './places';
