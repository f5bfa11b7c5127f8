import { afterMainId } from './main-region.ts';

/** The mark the document's first paint waits for (`afterMainId`): empty, hidden, outside every landmark. */
export const AfterMain = () => <div id={afterMainId} hidden />;
