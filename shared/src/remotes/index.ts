export * from './types.ts';
export { RemoteSlot, RemoteLoaderProvider, type RemoteSlotProps } from './remote-slot.tsx';
