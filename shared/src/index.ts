export * from './auth.ts';
export * from './chat.ts';
export * from './content.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './routes.ts';
export * from './site.ts';
