export * from './router.tsx';
