// The async boundary: shared singletons negotiate before any React code runs.
import('./bootstrap.tsx');
