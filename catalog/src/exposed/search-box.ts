// Exposed as ./SearchBox: the header widget the shell places.
export { default } from '../features/search/search-box.tsx';
export { loadMessages } from '../messages.ts';
