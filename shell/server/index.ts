// The async boundary of the server build: shared singletons are set up before the server code runs.
import('./main.ts');
