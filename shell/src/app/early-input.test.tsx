/**
 * The replay of what a shopper did before a shared page's scripts ran (ADR 0502): on server-rendered HTML that React
 * then hydrates, typing, a list's choice and a press reach the components as if made after hydration.
 */
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  adoptLateAdd,
  earlyInputGlobal,
  lateAddEvent,
  replayEarlyInput,
  waitingMark,
  type EarlyInput,
  type EarlyQueue,
} from './early-input.ts';

// The replay runs as in a browser, in its own tasks: no act() scope around it (which would hold React's work back
// until the scope ends, while the replay waits on that work).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server's HTML of `tree`, in the page, as the browser receives it before any script. */
function serverRendered(tree: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return container;
}

/** Hydrates and resolves once React has reached every button (each carries its fiber). */
async function hydrate(container: HTMLElement, tree: ReactNode): Promise<Root> {
  const root = hydrateRoot(container, tree);
  for (let i = 0; i < 100; i++) {
    const buttons = [...container.querySelectorAll('button')];
    if (buttons.every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))) break;
    await tick(10);
  }
  await tick();
  return root;
}

function Panel() {
  const [text, setText] = useState('');
  const [sort, setSort] = useState('a');
  const [added, setAdded] = useState<string[]>([]);
  return (
    <div>
      <input id="text" value={text} onChange={(event) => setText(event.target.value)} />
      <select id="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
        <option value="c">C</option>
      </select>
      {/* What a press sees is what the earlier inputs made of the state. */}
      <button type="button" id="add" onClick={() => setAdded((list) => [...list, `${text}/${sort}`])}>
        Add
      </button>
      <output id="out">{added.join(',')}</output>
    </div>
  );
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const setQueue = (queue: EarlyInput[]) => {
  (window as unknown as Record<string, EarlyInput[]>)[earlyInputGlobal] = queue;
};

describe('replayEarlyInput', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
  });

  it('plays typing, a choice and a press made before hydration, in order, on the hydrated page', async () => {
    const container = serverRendered(<Panel />);
    document.documentElement.setAttribute(waitingMark, '');
    // The shopper, before any script: typed, chose C (the starter noted it), pressed Add (held back).
    const text = element<HTMLInputElement>('text');
    text.value = 'linen';
    const sort = element<HTMLSelectElement>('sort');
    sort.value = 'c';
    setQueue([
      { kind: 'input', target: text, value: 'linen' },
      { kind: 'change', target: sort, value: 'c' },
      { kind: 'click', target: element('add') },
    ]);
    root = await hydrate(container, <Panel />);
    expect(element('out').textContent).toBe('');
    // A render while hydrating put the state's empty text back into the field: the queue kept what was typed.
    text.value = '';
    await replayEarlyInput();
    await tick();
    expect(element('out').textContent).toBe('linen/c');
    expect(text.value).toBe('linen');
    expect(sort.value).toBe('c');
    expect(document.documentElement.hasAttribute(waitingMark)).toBe(false);
    expect((window as unknown as Record<string, EarlyInput[]>)[earlyInputGlobal]).toHaveLength(0);
  });

  it('waits for a control the page disabled for a moment before pressing it', async () => {
    function Busy() {
      const [busy, setBusy] = useState(false);
      const [presses, setPresses] = useState(0);
      return (
        <div>
          <button
            type="button"
            id="size"
            onClick={() => {
              setBusy(true);
              setTimeout(() => setBusy(false), 200);
            }}
          >
            M
          </button>
          <button type="button" id="add" disabled={busy} onClick={() => setPresses((n) => n + 1)}>
            Add
          </button>
          <output id="out">{presses}</output>
        </div>
      );
    }
    const container = serverRendered(<Busy />);
    setQueue([
      { kind: 'click', target: element('size') },
      { kind: 'click', target: element('add') },
    ]);
    root = await hydrate(container, <Busy />);
    await replayEarlyInput();
    await tick();
    expect(element('out').textContent).toBe('1');
  });

  it('plays the next input only once the page has settled from the one before', async () => {
    let loading = false;
    const seen: boolean[] = [];
    document.body.innerHTML = '<button type="button" id="size">M</button><button type="button" id="add">Add</button>';
    element('size').addEventListener('click', () => {
      loading = true;
      setTimeout(() => (loading = false), 150);
    });
    element('add').addEventListener('click', () => seen.push(loading));
    setQueue([
      { kind: 'click', target: element('size') },
      { kind: 'click', target: element('add') },
    ]);
    await replayEarlyInput(() => !loading);
    expect(seen).toEqual([false]);
  });

  it('sends a held submit through its button, so the form hears it and gets its value', async () => {
    function Voucher() {
      const [sent, setSent] = useState('');
      return (
        <form
          id="voucher"
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            setSent(submitter?.value ?? 'none');
          }}
        >
          <button id="apply" name="action" value="apply">
            Apply
          </button>
          <output id="out">{sent}</output>
        </form>
      );
    }
    const container = serverRendered(<Voucher />);
    const form = document.getElementById('voucher') as HTMLFormElement;
    setQueue([{ kind: 'submit', target: form, submitter: element('apply') }]);
    root = await hydrate(container, <Voucher />);
    await replayEarlyInput();
    await tick();
    expect(element('out').textContent).toBe('apply');
  });

  it('skips what left the page and plays nothing twice', async () => {
    const container = serverRendered(<Panel />);
    const gone = document.createElement('button');
    const onGone = jest.fn();
    gone.addEventListener('click', onGone);
    setQueue([
      { kind: 'click', target: gone },
      { kind: 'click', target: element('add') },
    ]);
    root = await hydrate(container, <Panel />);
    await replayEarlyInput();
    await replayEarlyInput();
    await tick();
    expect(onGone).not.toHaveBeenCalled();
    expect(element('out').textContent).toBe('/a');
  });

  it('adopts an add the starter made only once what it tells is heard (the header hydrated), then plays the rest', async () => {
    const container = serverRendered(<Panel />);
    const queue: EarlyQueue = Object.assign([{ kind: 'click', target: element('add') } as EarlyInput], {
      early: Promise.resolve({ body: { id_product: 1, qty: 1 }, cart: { products_count: 1 } }),
    });
    (window as unknown as Record<string, EarlyQueue>)[earlyInputGlobal] = queue;
    root = await hydrate(container, <Panel />);
    let heard = false;
    const adopted: unknown[] = [];
    const replay = replayEarlyInput(
      () => true,
      window,
      (added) => adopted.push(added.cart),
      () => heard,
    );
    await tick(120);
    expect(adopted).toEqual([]);
    expect(element('out').textContent).toBe('');
    heard = true;
    await replay;
    await tick();
    expect(adopted).toEqual([{ products_count: 1 }]);
    expect(element('out').textContent).toBe('/a');
  });

  it('adopts an add the starter makes after the replay (its region not hydrated yet) once it is told, once heard', async () => {
    const queue: EarlyQueue = Object.assign([], { done: true });
    (window as unknown as Record<string, EarlyQueue>)[earlyInputGlobal] = queue;
    let heard = false;
    const adopted: unknown[] = [];
    const stop = adoptLateAdd(
      (added) => adopted.push(added.cart),
      () => heard,
    );
    // Nothing told yet: nothing adopted, even with an add on its way.
    queue.early = Promise.resolve({ body: { id_product: 1, qty: 1 }, cart: { products_count: 2 } });
    await tick(60);
    expect(adopted).toEqual([]);
    window.dispatchEvent(new Event(lateAddEvent));
    await tick(120);
    expect(adopted).toEqual([]);
    heard = true;
    await tick(120);
    expect(adopted).toEqual([{ products_count: 2 }]);
    // A failed add (null) is not adopted: the starter presses the button again for the app.
    queue.early = Promise.resolve(null);
    window.dispatchEvent(new Event(lateAddEvent));
    await tick(60);
    expect(adopted).toHaveLength(1);
    stop();
    queue.early = Promise.resolve({ body: { id_product: 1, qty: 1 }, cart: { products_count: 3 } });
    window.dispatchEvent(new Event(lateAddEvent));
    await tick(60);
    expect(adopted).toHaveLength(1);
  });
});
