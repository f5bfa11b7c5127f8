declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** Set by the build: the major version of the `shared` contract an app was built against. */
declare const __CONTRACT_VERSION__: string;
