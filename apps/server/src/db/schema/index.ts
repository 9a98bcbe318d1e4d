export * from './login-failures.js';
export * from './one-time-tokens.js';
export * from './outbox-emails.js';
export * from './schools.js';
export * from './sessions.js';
export * from './used-captchas.js';
export * from './users.js';
