// Exposed as ./SamplePage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/sample/sample-page.tsx';
export { loadMessages } from '../messages.ts';
