import { EARLY_TAP_CAPTURE_SCRIPT } from '@shop/shared/early-tap-capture';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Page({ onSearch }: { onSearch: (text: string) => void }) {
  const [count, setCount] = useState(1);
  const [text, setText] = useState('');
  const [sort, setSort] = useState('newest');
  const [code, setCode] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        more
      </button>
      <output data-testid="count">{count}</output>
      <select aria-label="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="newest">newest</option>
        <option value="price-low">price-low</option>
      </select>
      <output data-testid="sort">{sort}</output>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <input
          aria-label="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // As the header search does: Enter is answered by the app itself, not by a submit.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onSearch(`enter:${text}`);
          }}
        />
        <button type="submit">go</button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(`submit:${code}`);
        }}
      >
        <input aria-label="code" value={code} onChange={(event) => setCode(event.target.value)} />
      </form>
    </div>
  );
}

/**
 * The page as the app hydrates it: ready once React has committed the whole tree, from the root's effect, as
 * app.tsx does. (Marking it ready when the first button had its handler let a replayed Enter reach a field React
 * had not hydrated yet on a loaded machine: the typing was dropped and the search ran empty.)
 */
function HydratedPage({ onSearch }: { onSearch: (text: string) => void }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return <Page onSearch={onSearch} />;
}

let root: Root | undefined;
let installed = false;

function installScriptOnce() {
  // Once per document, as on a real page (its listeners stay for the life of the page).
  if (installed) return;
  installed = true;
  // Run in the test's global scope, where React and these DOM classes live, as the page's inline script runs
  // in the page's (happy-dom evaluates <script> elements in a scope of its own).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string by design
  new Function(EARLY_TAP_CAPTURE_SCRIPT)();
}

/** vi.waitFor's 1 s default is too short when the machine also runs API suites (a replay then failed once). */
const UNDER_LOAD = { timeout: 10_000 };

/** The server's HTML on screen, the early script running, React not there yet. */
function serverRenderedPage(onSearch: (text: string) => void) {
  document.documentElement.removeAttribute('data-app-ready');
  document.body.innerHTML = `<div id="root">${renderToString(<Page onSearch={onSearch} />)}</div>`;
  installScriptOnce();
  const container = document.getElementById('root')!;
  return {
    container,
    get: (selector: string) => container.querySelector<HTMLElement>(selector)!,
    /** As the app does: hydrate; the page marks itself ready once React has taken it over. */
    async hydrate() {
      root = hydrateRoot(container, <HydratedPage onSearch={onSearch} />);
      await vi.waitFor(() => expect(document.documentElement.dataset.appReady).toBe('true'), UNDER_LOAD);
    },
  };
}

function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(async () => {
  root?.unmount();
  root = undefined;
  // The script lives for the whole file, as for the life of a page, but each test is a new page. Its replay
  // loop ends one timer after the last entry it replays; a test that starts before then has its own early
  // entries taken by that loop and replayed before React has hydrated them (CI, under load, saw "enter:" for
  // "enter:chai"). That timer was set before this one, so one tick lets the loop end.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('the early tap capture', () => {
  it('replays presses, typing, a select change and a submit made before hydration, in order', async () => {
    const searches: string[] = [];
    const page = serverRenderedPage((text) => searches.push(text));
    page.get('button[type=button]').click();
    page.get('button[type=button]').click();
    const select = page.get('select') as HTMLSelectElement;
    select.value = 'price-low';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(page.get('input[aria-label=search]') as HTMLInputElement, 'headphones');
    page.get('button[type=submit]').click();
    expect(page.get('[data-testid=count]').textContent).toBe('1');

    await page.hydrate();

    await vi.waitFor(() => expect(searches).toEqual(['headphones']), UNDER_LOAD);
    expect(page.get('[data-testid=count]').textContent).toBe('3');
    expect(page.get('[data-testid=sort]').textContent).toBe('price-low');
  });

  it('replays Enter after the text typed before it: to the app that answers it, else as a submit', async () => {
    const searches: string[] = [];
    const page = serverRenderedPage((text) => searches.push(text));
    const enter = (input: HTMLElement) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    typeInto(page.get('input[aria-label=search]') as HTMLInputElement, 'chai');
    enter(page.get('input[aria-label=search]'));
    typeInto(page.get('input[aria-label=code]') as HTMLInputElement, 'DIWALI');
    enter(page.get('input[aria-label=code]'));

    await page.hydrate();

    await vi.waitFor(() => expect(searches).toEqual(['enter:chai', 'submit:DIWALI']), UNDER_LOAD);
  });

  it('holds an Enter that comes after the page is ready but before the held typing is replayed', async () => {
    // CI: the test typed "chai" before hydration and pressed Enter in the moment between the app marking itself
    // ready and the replay starting; the Enter reached React first and the search ran empty (/products).
    const searches: string[] = [];
    const page = serverRenderedPage((text) => searches.push(text));
    const input = page.get('input[aria-label=search]');
    typeInto(input as HTMLInputElement, 'chai');
    const pressEnterOnReady = new MutationObserver(() => {
      pressEnterOnReady.disconnect();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    pressEnterOnReady.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });

    await page.hydrate();

    await vi.waitFor(() => expect(searches).toEqual(['enter:chai']), UNDER_LOAD);
  });

  it('leaves presses after hydration to React alone', async () => {
    const page = serverRenderedPage(() => undefined);
    await page.hydrate();
    page.get('button[type=button]').click();
    await vi.waitFor(() => expect(page.get('[data-testid=count]').textContent).toBe('2'), UNDER_LOAD);
  });
});
