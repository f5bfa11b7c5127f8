/**
 * What a shopper did on a shared page before its scripts ran (ADR 0502). The document's starter (server side,
 * `shell/server/render/inline-scripts.ts`) holds back the presses and submits that need the app, remembers the fields
 * typed into and the choices made in lists, and queues them here; once the page has hydrated, the shell plays them
 * again on the same elements, so the first tap on a shared page is never lost, only answered once the code is in.
 */

/** The window property the starter queues into. */
export const earlyInputGlobal = '__SF_EARLY__';

/** Root attribute while something the shopper did waits for the page to start (the cursor says so). */
export const waitingMark = 'data-waiting';

/**
 * Attribute of a language link, naming its language: the starter saves that choice in the locale cookie when the link
 * is pressed before the app runs (the app's own handler does once it has).
 */
export const languageChoiceMark = 'data-language-choice';

/** Attribute of a control whose press is held (dimmed: a touch screen shows no cursor). */
export const heldMark = 'data-held';

export type EarlyInput =
  | { kind: 'click'; target: HTMLElement }
  /** A submit held back, with the button that made it (its name and value go with the form). */
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  /** Text typed into a field, as it last read (a re-render while hydrating may empty the field before the replay). */
  | { kind: 'input'; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  /** A list's choice, as made: hydration puts back the server's selection, the replay makes the shopper's again. */
  | { kind: 'change'; target: HTMLSelectElement; value: string };

/** The attribute of the header's cart count, where the starter shows the count an early add answered. */
export const cartBadgeMark = 'data-cart-badge';

/**
 * The owner of the mark the header leaves for a cart with something in it (`markPersonal`): a shared page starts at
 * once for it; a personal page, rendered with the shopper's cart, has the count already and waits for a sign of use.
 */
export const cartPersonalMark = 'shell:cart';

/** The count an early add answered, shown by CSS in the badge until the app shows its own. */
export const earlyCountMark = 'data-early-count';

/**
 * Root attribute set once the header listens for cart updates (its mini cart slot has hydrated): the early add is
 * adopted only then, so the event that opens the mini cart is heard and the badge hydrates with the server's text.
 * The header's region may hydrate after the page's root has committed (React hydrates Suspense regions apart).
 */
export const cartListeningMark = 'data-cart-listening';

/**
 * Told on the window when the starter made an add after the app had played its queue (the button's region had not
 * hydrated yet): the app adopts it as it adopts an add made before it started (`adoptLateAdd`).
 */
export const lateAddEvent = 'sf:early-add';

/** An "Add to cart" the starter made before the app started (`earlyAddMark`): what it asked and the api's cart. */
export interface EarlyAdd {
  body: { id_product: number; id_product_attribute?: number | null; qty: number };
  cart: unknown;
}

/**
 * The starter's queue. Until the hydrated page has played it (`done`), the starter keeps queueing what the shopper
 * does, so nothing reaches a page still hydrating (React may drop an event on a region it has not reached) and nothing
 * overtakes what came before it; `playing` is set while the shell plays an input again (that event is the replay).
 */
export type EarlyQueue = EarlyInput[] & {
  playing?: boolean;
  done?: boolean;
  /**
   * The early add, when the page's first press was "Add to cart": its answer, or null when it failed (its press is
   * then first in the queue, for the app to make and explain).
   */
  early?: Promise<EarlyAdd | null>;
};

const queueOf = (win: Window): EarlyQueue => {
  const holder = win as unknown as Record<string, EarlyQueue | undefined>;
  return (holder[earlyInputGlobal] ??= []);
};

const nextTask = (win: Window) => new Promise((resolve) => win.setTimeout(resolve, 0));

/**
 * Types `text` into a field so that React sees a change. React remembers the last value it knows of each field and
 * answers an input event only when the field differs from it; it learns the field's value when it hydrates it, which
 * for a region it has not reached yet is when the first event comes. So: one input event, which makes React hydrate
 * the field's region if it must (and changes nothing it knows); then the instance setter tells React "empty", the
 * prototype's setter writes the text past it, and a second input event is a change from empty to the text.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue || text === '') return;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A control the page has disabled for now (a product page while the chosen size loads). */
const unusable = (target: HTMLElement): boolean =>
  target.isConnected &&
  ((target as HTMLButtonElement).disabled === true || target.getAttribute('aria-disabled') === 'true');

/**
 * How long an input waits for the page to be ready for it (a slow phone loading the size chosen before) before it is
 * played anyway.
 */
const readyWithinMs = 15_000;

function play(input: EarlyInput): void {
  if (!input.target.isConnected) return;
  if (input.kind === 'click') input.target.click();
  else if (input.kind === 'submit') {
    // A click on the button makes React hydrate the form's region first (a submit alone would not) and sends its value.
    if (input.submitter?.isConnected) input.submitter.click();
    else {
      input.target.dispatchEvent(new Event('input', { bubbles: true }));
      input.target.requestSubmit();
    }
  } else if (input.kind === 'input') retype(input.target, input.value);
  else {
    input.target.value = input.value;
    input.target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Ends the starter's hold: nothing waits any more (after the replay, or when the app could not start). */
export function releaseEarlyInput(win: Window = window): void {
  const queue = queueOf(win);
  queue.done = true;
  for (const input of queue) input.target.removeAttribute(heldMark);
  win.document.documentElement.removeAttribute(waitingMark);
}

/** Takes over the starter's add once what it tells is heard, waiting for that as long as an input would. */
async function adoptWhenHeard(
  early: Promise<EarlyAdd | null>,
  win: Window,
  adopt: (added: EarlyAdd) => void,
  heard: () => boolean,
): Promise<void> {
  const added = await early;
  if (!added) return;
  for (const since = Date.now(); !heard() && Date.now() - since < readyWithinMs;)
    await new Promise((resolve) => win.setTimeout(resolve, 50));
  adopt(added);
}

/**
 * Adopts an add the starter makes after the replay (`lateAddEvent`: its button's region had not hydrated yet), as
 * `replayEarlyInput` adopts one made before. Answers the listener's removal.
 */
export function adoptLateAdd(adopt: (added: EarlyAdd) => void, heard: () => boolean, win: Window = window): () => void {
  const onAdd = () => {
    const { early } = queueOf(win);
    if (early) void adoptWhenHeard(early, win, adopt, heard);
  };
  win.addEventListener(lateAddEvent, onAdd);
  return () => win.removeEventListener(lateAddEvent, onAdd);
}

/**
 * Plays the queued input again, in order, on the elements still in the page, each in a task of its own: a size
 * chosen, then "Add to cart" pressed, must find the size loaded, so each waits until the page has settled and its
 * control is usable. What the shopper does meanwhile joins the queue. Then the field the shopper
 * is in hears of its focus (it was focused before React listened). Resolves when the queue is empty.
 */
export async function replayEarlyInput(
  /** Whether the page is done with what the last input started (a navigation, data loading). */
  settled: () => boolean = () => true,
  win: Window = window,
  /** Takes over an add the starter made (the cart into the store, the event told), before anything else is played. */
  adopt: (added: EarlyAdd) => void = () => undefined,
  /** Whether what the adopted add tells is heard yet (the header hydrated); waited for as long as an input would be. */
  heard: () => boolean = () => true,
): Promise<void> {
  const queue = queueOf(win);
  if (queue.early) await adoptWhenHeard(queue.early, win, adopt, heard);
  const replayed = queue.length > 0;
  while (queue.length > 0) {
    // Out of the effect that calls this (React dispatches no event inside its own commit), then one per task.
    await nextTask(win);
    const input = queue[0];
    if (!input) break;
    // What came before may have made the page busy (a size chosen: the product page loads that size, then enables
    // "Add to cart" again): the next input waits until the page has settled and its control is usable, as the
    // shopper would have.
    for (const since = Date.now(); (!settled() || unusable(input.target)) && Date.now() - since < readyWithinMs;)
      await new Promise((resolve) => win.setTimeout(resolve, 50));
    queue.shift();
    input.target.removeAttribute(heldMark);
    queue.playing = true;
    try {
      play(input);
    } finally {
      queue.playing = false;
    }
  }
  releaseEarlyInput(win);
  const focused = win.document.activeElement;
  if (replayed && focused && focused !== win.document.body && focused.isConnected)
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
