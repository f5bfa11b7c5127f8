/**
 * What a shopper did on a shared page before its scripts ran (ADR 0502). The document's starter (server side,
 * `shell/server/render/inline-scripts.ts`) holds back the clicks and submits that need the app, remembers the fields
 * typed into and the choices made in lists, and queues them here; once the page has hydrated, the shell plays them
 * again on the same elements, so the first tap on a shared page is never lost, only answered once the code is in.
 */

/** The window property the starter queues into. */
export const earlyInputGlobal = '__SF_EARLY__';

/** Root attribute while something the shopper did waits for the page to start (the cursor says so). */
export const waitingMark = 'data-waiting';

export type EarlyInput =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; target: HTMLFormElement }
  /** Text typed into a field, as it last read (a re-render while hydrating may empty the field before the replay). */
  | { kind: 'input'; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  /** A list's choice, as made: hydration puts back the server's selection, the replay makes the shopper's again. */
  | { kind: 'change'; target: HTMLSelectElement; value: string };

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

/** A control the page has disabled for now (a product page while the chosen size loads), or one gone. */
const unusable = (target: HTMLElement): boolean =>
  target.isConnected &&
  ((target as HTMLButtonElement).disabled === true || target.getAttribute('aria-disabled') === 'true');

/** How long a press waits for its control to be usable again before it is given up. */
const usableWithinMs = 5000;

function play(input: EarlyInput): void {
  if (!input.target.isConnected) return;
  if (input.kind === 'click') input.target.click();
  else if (input.kind === 'submit') input.target.requestSubmit();
  else if (input.kind === 'input') retype(input.target, input.value);
  else {
    input.target.value = input.value;
    input.target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The starter's queue. Until the hydrated page has played it (`done`), the starter keeps queueing what the shopper
 * does, so nothing reaches a page still hydrating (React may drop an event on a region it has not reached) and nothing
 * overtakes what came before it; `playing` is set while the shell plays an input again (that event is the replay).
 */
export type EarlyQueue = EarlyInput[] & { playing?: boolean; done?: boolean };

/**
 * Plays the queued input again, in order, on the elements still in the page, each in a task of its own: a size
 * chosen, then "Add to cart" pressed, must find the size rendered (React renders an event's update after it).
 * What the shopper does meanwhile joins the queue. Resolves when the queue is empty.
 */
export async function replayEarlyInput(win: Window = window): Promise<void> {
  const holder = win as unknown as Record<string, EarlyQueue | undefined>;
  const queue = holder[earlyInputGlobal] ?? [];
  // A field the shopper is in was focused before React listened: tell it, so its focus handlers run (a combobox
  // opens its list on focus).
  const focused = win.document.activeElement;
  if (queue.length > 0 && focused && focused !== win.document.body) {
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  holder[earlyInputGlobal] = queue;
  while (queue.length > 0) {
    // Out of the effect that calls this (React dispatches no event inside its own commit), then one per task.
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    const input = queue.shift();
    if (!input) break;
    // What came before may have made the page busy (a size chosen: the product page disables "Add to cart" while
    // that size loads): the press waits until its control is usable, as the shopper would have.
    for (const since = Date.now(); unusable(input.target) && Date.now() - since < usableWithinMs;)
      await new Promise((resolve) => win.setTimeout(resolve, 50));
    queue.playing = true;
    try {
      play(input);
    } finally {
      queue.playing = false;
    }
  }
  queue.done = true;
  win.document.documentElement.removeAttribute(waitingMark);
}
