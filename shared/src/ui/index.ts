export { Button, type ButtonProps } from './button.tsx';
export { Skeleton } from './skeleton.tsx';
export { NotFound } from './not-found.tsx';
